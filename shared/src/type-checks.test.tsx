/**
 * Compile-time checks: every `@ts-expect-error` below marks a mistake the type checker must refuse. `pnpm typecheck`
 * covers this file, so a check that stops failing (a directive with no error under it) fails the build. The runtime
 * half only shows that the correct lines beside them work.
 */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callApi } from './api/call-api';
import {
  accountEndpoints,
  fileEndpoints,
  pedigreeEndpoints,
  petEndpoints,
  type AnswerOf,
  type CallInput,
  type CurrentUser,
  type LikeResponse,
  type PetDetail,
  type PetListResponse,
  type PetNoteBody,
  type PetSearchQuery,
  type TreeResponse,
} from './contracts';
import { defineRemoteModals, defineRemotePages } from './federation/define-remote';
import type { ExposedComponents } from './federation/exposed';
import type { ModalComponentProps, PageLoader } from './federation/remote-module';
import { openModal } from './modals/open';
import { pathTo } from './routing/links';
import { RouteLink } from './ui/route-link';
import { useLocalePath } from './ui/use-locale';

const loader: PageLoader = async () => ({ default: () => null });

afterEach(() => vi.unstubAllGlobals());
const remote = { buildId: 'test', namespace: 'payments', load: async () => ({}) };

describe('names and props the type checker knows', () => {
  it('refuses a misspelled route name and wrong route parameters', () => {
    expect(pathTo('pets-id', { id: 5 }, { locale: 'en' })).toBe('/en/pets/5');
    expect(pathTo('pets')).toBe('/pets');
    expect(() => {
      // @ts-expect-error: a misspelled route name
      pathTo('pet-id', { id: 5 });
    }).toThrow(/Unknown route name/);
    // @ts-expect-error: a parameter the route does not have
    expect(() => pathTo('pets-id', { nickname: 'anna' })).toThrow(/needs parameter "id"/);
    // @ts-expect-error: a route with parameters needs them
    expect(() => pathTo('u-nickname')).toThrow(/needs parameter "nickname"/);
    // @ts-expect-error: a route without parameters takes none
    expect(pathTo('pets', { id: 5 })).toBe('/pets');
  });

  it('checks links built in components', () => {
    const Links = () => {
      const path = useLocalePath();
      // @ts-expect-error: a misspelled route name
      path('u-petz');
      // @ts-expect-error: a missing parameter
      path('pets-edit-id');
      return (
        <>
          <RouteLink to="pets-id" params={{ id: 1 }}>ok</RouteLink>
          {/* @ts-expect-error: a misspelled route name */}
          <RouteLink to="pets-idd" params={{ id: 1 }}>misspelled</RouteLink>
          {/* @ts-expect-error: a missing parameter */}
          <RouteLink to="u-nickname">no nickname</RouteLink>
        </>
      );
    };
    expect(Links).toBeTypeOf('function');
  });

  it('checks a remote’s page list against the routes it owns', () => {
    const complete = defineRemotePages({
      ...remote,
      owner: 'mfe_payments',
      pages: { premium: loader, 'premium-result': loader, donate: loader, 'u-reports': loader, 'pets-id-report': loader, 'reports-verify': loader },
    });
    expect(Object.keys(complete.pages)).toHaveLength(6);
    defineRemotePages({
      ...remote,
      owner: 'mfe_payments',
      // @ts-expect-error: a page missing from the list ('u-reports')
      pages: { premium: loader, 'premium-result': loader, donate: loader, 'pets-id-report': loader, 'reports-verify': loader },
    });
    defineRemotePages({
      ...remote,
      owner: 'mfe_payments',
      pages: {
        premium: loader,
        'premium-result': loader,
        donate: loader,
        'u-reports': loader,
        'pets-id-report': loader,
        'reports-verify': loader,
        // @ts-expect-error: a misspelled page name, or a route another remote owns
        'pets-id-pedigree': loader,
      },
    });
    defineRemotePages({
      ...remote,
      owner: 'mfe_pets',
      pages: {
        pets: loader,
        'pets-add': loader,
        'pets-edit-id': loader,
        'pets-id': loader,
        'pets-id-breed': loader,
        'pets-id-siblings': loader,
        'u-pets': loader,
        'u-likes': loader,
        'pets-id-layout': loader,
      },
      // @ts-expect-error: a preload reads only the parameters its route has
      preload: { 'pets-id': async ({ nickname }) => nickname },
    });
  });

  it('checks modal names and props against the registry', () => {
    const requested: unknown[] = [];
    // @ts-expect-error: a modal that is not in the registry
    requested.push(() => openModal('notes', { petId: 1 }));
    // @ts-expect-error: a required prop left out
    requested.push(() => openModal('note', {}));
    // @ts-expect-error: a prop of the wrong type
    requested.push(() => openModal('attachment', { petId: '5' }));
    // @ts-expect-error: the reset tab needs its token
    requested.push(() => openModal('auth', { tab: 'reset' }));
    requested.push(() => openModal('auth', { tab: 'reset', token: 'from-the-mail' }));
    requested.push(() => openModal('agree'));

    const Note = ({ props }: ModalComponentProps<'note'>) => <>{props.petId}</>;
    const Attachment = ({ props }: ModalComponentProps<'attachment'>) => <>{props.petId}</>;
    const Search = ({ props }: ModalComponentProps<'search-pets'>) => <>{props.sex}</>;
    const modals = defineRemoteModals({
      ...remote,
      owner: 'mfe_pets',
      modals: { note: { component: Note }, attachment: { component: Attachment }, 'search-pets': { component: Search } },
    });
    expect(Object.keys(modals.modals)).toEqual(['note', 'attachment', 'search-pets']);
    defineRemoteModals({
      ...remote,
      owner: 'mfe_pets',
      // @ts-expect-error: a component registered under a modal with other props
      modals: { note: { component: Attachment }, attachment: { component: Attachment }, 'search-pets': { component: Search } },
    });
    expect(requested).toHaveLength(6);
  });

  it('types the components a remote exposes for its consumers', () => {
    const TestMating: ExposedComponents['mfe_pedigree/test-mating'] = ({ sireId, damId }) => <>{sireId + damId}</>;
    // @ts-expect-error: the consumer passes the props the provider declares
    const wrong = <TestMating sireId={1} />;
    // @ts-expect-error: a provider with other props is not the exposed component
    const other: ExposedComponents['mfe_pedigree/test-mating'] = (({ petId }: { petId: number }) => <>{petId}</>) as ComponentType<{ petId: number }>;
    expect([wrong, other]).toHaveLength(2);
  });

  it('types an API call from its route’s contract: params, query, body and answer', async () => {
    expectTypeOf<AnswerOf<typeof petEndpoints.detail>>().toEqualTypeOf<PetDetail>();
    expectTypeOf<AnswerOf<typeof petEndpoints.search>>().toEqualTypeOf<PetListResponse>();
    expectTypeOf<AnswerOf<typeof accountEndpoints.currentUser>>().toEqualTypeOf<CurrentUser>();
    expectTypeOf<CallInput<typeof petEndpoints.saveNote>['body']>().toEqualTypeOf<PetNoteBody>();
    expectTypeOf<NonNullable<CallInput<typeof petEndpoints.search>['query']>>().toEqualTypeOf<PetSearchQuery>();
    expectTypeOf(callApi<typeof pedigreeEndpoints.petTree>).returns.resolves.toEqualTypeOf<TreeResponse>();
    expectTypeOf(callApi<typeof petEndpoints.like>).returns.resolves.toEqualTypeOf<LikeResponse>();

    const wrong: unknown[] = [];
    // A missing or mistyped path parameter.
    // @ts-expect-error: the pet's id is required
    wrong.push(() => callApi(petEndpoints.detail));
    // @ts-expect-error: the pet's id is required
    wrong.push(() => callApi(petEndpoints.detail, {}));
    // @ts-expect-error: this tree also takes its depth in the path
    wrong.push(() => callApi(pedigreeEndpoints.petTree, { params: { id: 1 } }));
    // @ts-expect-error: ids are numbers
    wrong.push(() => callApi(petEndpoints.detail, { params: { id: '1' } }));
    // A wrong body.
    // @ts-expect-error: `note` is a string
    wrong.push(() => callApi(petEndpoints.saveNote, { body: { petId: 1, note: 5 } }));
    // @ts-expect-error: the body is required
    wrong.push(() => callApi(petEndpoints.saveNote, {}));
    // @ts-expect-error: unknown fields are refused, as the API refuses them
    wrong.push(() => callApi(petEndpoints.saveNote, { body: { petId: 1, note: 'Good dog', stars: 5 } }));
    // @ts-expect-error: a GET route takes no body
    wrong.push(() => callApi(petEndpoints.detail, { params: { id: 1 }, body: { id: 1 } }));
    // @ts-expect-error: this route takes JSON only, no FormData
    wrong.push(() => callApi(petEndpoints.saveNote, { body: new FormData() }));
    // A wrong query.
    // @ts-expect-error: `sex` is male or female
    wrong.push(() => callApi(petEndpoints.search, { query: { sex: 'dog' } }));
    // @ts-expect-error: no such filter
    wrong.push(() => callApi(petEndpoints.search, { query: { colour: 'black' } }));
    // @ts-expect-error: this route takes no query
    wrong.push(() => callApi(petEndpoints.detail, { params: { id: 1 }, query: { depth: 3 } }));
    // Only routes with a contract.
    // @ts-expect-error: no contract has this method and URL
    wrong.push(() => callApi({ method: 'GET', url: '/api/pets/:id/nothing', auth: 'optional' } as const, { params: { id: 1 } }));
    // A wrong use of the answer.
    wrong.push(async () => {
      const like = await callApi(petEndpoints.like, { params: { id: 1 } });
      // @ts-expect-error: `liked` is a boolean
      const liked: string = like.liked;
      // @ts-expect-error: the answer has no such field
      const total: number = like.total;
      const pet = await callApi(petEndpoints.detail, { params: { id: 1 } });
      // @ts-expect-error: a pet's sex is male or female
      const sex: 'bitch' = pet.sex;
      return [liked, total, sex];
    });
    expect(wrong).toHaveLength(14);

    // The correct calls beside them are sent as the contract says.
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(accountEndpoints.currentUser);
    await callApi(petEndpoints.search);
    await callApi(petEndpoints.search, { query: { q: 'storm', health: ['dna:cea:N/N', 'hips:fci:A,B'], alive: true } });
    await callApi(pedigreeEndpoints.petTree, { params: { id: 1, depth: 5 }, query: { generations: 8 } });
    await callApi(petEndpoints.saveNote, { body: { petId: 1, note: 'Good dog' } });
    await callApi(fileEndpoints.addImage, { body: new FormData() });
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${decodeURIComponent(String(input))}`)).toEqual([
      'GET /api/user',
      'GET /api/pets',
      'GET /api/pets?q=storm&health=dna:cea:N/N&health=hips:fci:A,B&alive=true',
      'GET /api/pets/tree/1/5?generations=8',
      'POST /api/pets/note',
      'POST /api/images/add',
    ]);
  });
});
