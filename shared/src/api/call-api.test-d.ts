import { expectTypeOf } from 'vitest';
import {
  accountEndpoints, fileEndpoints, pedigreeEndpoints, petEndpoints,
  type AnswerOf, type CallInput, type CurrentUser, type LikeResponse, type PetDetail, type PetListResponse, type PetNoteBody,
  type PetSearchQuery, type TreeResponse,
} from '../contracts';
import { callApi } from './call-api';

/**
 * Compile-time tests of `callApi`, checked by `pnpm typecheck` (tsc covers every file of src; vitest runs none of
 * this): each `@ts-expect-error` line must be a type error, every other call must compile. Never called.
 */
export async function callApiTypeTests(): Promise<void> {
  // Inputs and answers come from the contracts.
  expectTypeOf<AnswerOf<typeof petEndpoints.detail>>().toEqualTypeOf<PetDetail>();
  expectTypeOf<AnswerOf<typeof petEndpoints.search>>().toEqualTypeOf<PetListResponse>();
  expectTypeOf<AnswerOf<typeof accountEndpoints.currentUser>>().toEqualTypeOf<CurrentUser>();
  expectTypeOf<CallInput<typeof petEndpoints.saveNote>['body']>().toEqualTypeOf<PetNoteBody>();
  expectTypeOf<NonNullable<CallInput<typeof petEndpoints.search>['query']>>().toEqualTypeOf<PetSearchQuery>();
  expectTypeOf(callApi(pedigreeEndpoints.petTree, { params: { id: 1, depth: 5 }, query: { generations: 8 } })).resolves.toEqualTypeOf<TreeResponse>();
  expectTypeOf(callApi(petEndpoints.like, { params: { id: 1 } })).resolves.toEqualTypeOf<LikeResponse>();

  // A route that needs nothing takes no input; a query of optional fields may be left out.
  await callApi(accountEndpoints.currentUser);
  await callApi(petEndpoints.search);
  await callApi(petEndpoints.search, { query: { q: 'storm', health: ['dna:cea:N/N', 'hips:fci:A,B'], alive: true } }, { signal: new AbortController().signal });

  // A missing required path parameter.
  // @ts-expect-error the pet's id is required
  await callApi(petEndpoints.detail);
  // @ts-expect-error the pet's id is required
  await callApi(petEndpoints.detail, {});
  // @ts-expect-error this tree also takes its depth in the path
  await callApi(pedigreeEndpoints.petTree, { params: { id: 1 } });
  // @ts-expect-error ids are numbers
  await callApi(petEndpoints.detail, { params: { id: '1' } });

  // A wrong body.
  // @ts-expect-error `note` is a string
  await callApi(petEndpoints.saveNote, { body: { petId: 1, note: 5 } });
  // @ts-expect-error the body is required
  await callApi(petEndpoints.saveNote, {});
  // @ts-expect-error unknown fields are refused, as the API refuses them
  await callApi(petEndpoints.saveNote, { body: { petId: 1, note: 'Good dog', stars: 5 } });
  // @ts-expect-error a GET route takes no body
  await callApi(petEndpoints.detail, { params: { id: 1 }, body: { id: 1 } });

  // A wrong query.
  // @ts-expect-error `sex` is male or female
  await callApi(petEndpoints.search, { query: { sex: 'dog' } });
  // @ts-expect-error no such filter
  await callApi(petEndpoints.search, { query: { colour: 'black' } });
  // @ts-expect-error this route takes no query
  await callApi(petEndpoints.detail, { params: { id: 1 }, query: { depth: 3 } });

  // A wrong use of the answer.
  const like = await callApi(petEndpoints.like, { params: { id: 1 } });
  // @ts-expect-error `liked` is a boolean
  const liked: string = like.liked;
  // @ts-expect-error the answer has no such field
  void like.total;
  const pet = await callApi(petEndpoints.detail, { params: { id: 1 } });
  // @ts-expect-error a pet's sex is male or female
  const female: 'bitch' = pet.sex;
  void [liked, female];

  // Multipart only where the contract consumes it.
  await callApi(fileEndpoints.addImage, { body: new FormData() });
  // @ts-expect-error this route takes JSON only
  await callApi(petEndpoints.saveNote, { body: new FormData() });

  // Only routes with a contract.
  // @ts-expect-error no contract has this method and URL
  await callApi({ method: 'GET', url: '/api/pets/:id/nothing', auth: 'optional' } as const, { params: { id: 1 } });
}
