import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectBreedersResponse, ModerationAction } from '@bc/shared/contracts';
import { matchKennels } from '../../../../src/domains/moderation/connect-breeders';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type TestUser } from '../../../helpers/users';

/** Dogs whose breeder or owner is a member's kennel by name: the queue, connecting them, undo. */
let app: FastifyInstance;
let moderator: TestUser;
let recorder: TestUser;
beforeAll(async () => {
  app = await build();
  [moderator, recorder] = await Promise.all([createUser(app, { role: 'moderator' }), createUser(app)]);
});
afterAll(async () => app?.close());

const post = (payload: object, headers = moderator.headers) => app.inject({ method: 'POST', url: '/api/moderation/connect-breeders', headers, payload });
const queue = async (query: string) => {
  const response = await app.inject({ url: `/api/moderation/connect-breeders?${query}`, headers: moderator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConnectBreedersResponse;
};
const dog = (breeder: string | null, owner: string | null) =>
  addPet(app, recorder.headers, { ...(breeder ? { breeder: { name: breeder } } : {}), ...(owner ? { owner: { name: owner } } : {}) }).then((pet) => pet.id);
const row = async (id: number) => (await app.data.pets.byId(id))!;

/** A member with a kennel (Cyrillic name, Latin prefix) and dogs naming it in other spellings. */
async function kennel() {
  const member = await createUser(app, { locale: 'pl' });
  await app.data.users.update(member.user.id, { kennelName: `Ветер Севера ${member.user.id}`, kennelPrefix: `Nordwind${member.user.id}` });
  const dogs = {
    latin: await dog(`  veter SEVERA ${member.user.id} `, null),
    cyrillic: await dog(`Ветер Севера ${member.user.id}`, `NORDWIND${member.user.id}`),
    prefix: await dog(null, `nordwind${member.user.id}`),
    other: await dog('Another Kennel', null),
  };
  return { member, dogs };
}

describe('matching kennels', () => {
  it('compares case, spaces, accents and Cyrillic/Latin spelling aside; a name two kennels share goes to both', () => {
    const groups = matchKennels(
      [{ id: 1, nickname: 'a', kennelName: 'Ветер Севера', kennelPrefix: null }, { id: 2, nickname: 'b', kennelName: null, kennelPrefix: 'Vétér-Severa' }, { id: 3, nickname: 'c', kennelName: 'Solo', kennelPrefix: null }],
      { breeder: [{ name: ' VETER severa', count: 3 }, { name: 'Nobody', count: 9 }], owner: [{ name: 'solo', count: 1 }] },
    );
    expect(groups.map((group) => [group.member.id, group.names])).toEqual([
      [1, [{ name: ' VETER severa', role: 'breeder', count: 3 }]],
      [2, [{ name: ' VETER severa', role: 'breeder', count: 3 }]],
      [3, [{ name: 'solo', role: 'owner', count: 1 }]],
    ]);
  });
});

describe('GET /api/moderation/connect-breeders', () => {
  it('groups the matching dogs under the member, with the names, counts and each dog\'s roles', async () => {
    const { member, dogs } = await kennel();
    const page = await queue(`memberId=${member.user.id}`);
    expect(page.total).toBe(1);
    const [group] = page.items;
    expect(group.member).toEqual({ id: member.user.id, nickname: member.user.nickname, kennelName: `Ветер Севера ${member.user.id}`, kennelPrefix: `Nordwind${member.user.id}` });
    expect(group.dogCount).toBe(3);
    expect(group.names).toEqual(expect.arrayContaining([
      { name: `veter SEVERA ${member.user.id}`, role: 'breeder', count: 1 }, { name: `Ветер Севера ${member.user.id}`, role: 'breeder', count: 1 },
      { name: `NORDWIND${member.user.id}`, role: 'owner', count: 1 }, { name: `nordwind${member.user.id}`, role: 'owner', count: 1 },
    ]));
    expect(group.dogs.map((d) => [d.id, d.roles])).toEqual([[dogs.latin, ['breeder']], [dogs.cyrillic, ['breeder', 'owner']], [dogs.prefix, ['owner']]]);
    // Paged: the whole queue holds this group among the others.
    const all = await queue('limit=100');
    expect(all.items.some((item) => item.member.id === member.user.id)).toBe(true);
    expect((await queue('limit=1&page=1')).items).toHaveLength(1);
  });
});

describe('POST /api/moderation/connect-breeders', () => {
  it('connects dogs in bulk in one entry, through the pets service; the member is told; undo puts the names back', async () => {
    const { member, dogs } = await kennel();
    const outbox = app.mailer.outbox.length;
    const response = await post({ memberId: member.user.id, petIds: [dogs.prefix, dogs.latin, dogs.cyrillic], note: 'Same kennel' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json() as ModerationAction;
    expect(entry).toMatchObject({
      action: 'connect-dogs', recordKind: 'user', recordId: member.user.id, recordName: member.user.nickname, note: 'Same kennel', undoable: true,
      before: { dogs: [
        { id: dogs.latin, breederName: `veter SEVERA ${member.user.id}`, ownerName: null },
        { id: dogs.cyrillic, breederName: `Ветер Севера ${member.user.id}`, ownerName: `NORDWIND${member.user.id}` },
        { id: dogs.prefix, breederName: null, ownerName: `nordwind${member.user.id}` },
      ] },
      after: { memberId: member.user.id, breeder: [dogs.latin, dogs.cyrillic], owner: [dogs.cyrillic, dogs.prefix] },
    });
    expect(await row(dogs.latin)).toMatchObject({ breederUserId: member.user.id, breederName: null });
    expect(await row(dogs.cyrillic)).toMatchObject({ breederUserId: member.user.id, breederName: null, ownerUserId: member.user.id, ownerName: null });
    expect(await row(dogs.prefix)).toMatchObject({ ownerUserId: member.user.id, ownerName: null });
    expect(await row(dogs.other)).toMatchObject({ breederUserId: null, breederName: 'Another Kennel' });
    // The pet page (read caches) and the member's public lists show the member now.
    const page = (await app.inject({ url: `/api/pets/${dogs.latin}` })).json();
    expect(JSON.stringify(page.breeder)).toContain(String(member.user.nickname));
    expect((await app.inject({ url: `/api/user/pets/breeder/${member.user.id}` })).json().total).toBe(2);
    expect((await queue(`memberId=${member.user.id}`)).total).toBe(0);
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail.to).toBe(member.user.email);
    expect(mail.subject).toBe(`Psy z hodowli Ветер Севера ${member.user.id} są teraz połączone z Twoim kontem`);
    expect(mail.text).toContain('(liczba psów: 3)');

    // The member's history shows it; undo puts the plain names back, on the dogs still connected.
    const history = (await app.inject({ url: `/api/moderation/actions?recordKind=user&recordId=${member.user.id}`, headers: moderator.headers })).json();
    expect(history.items.map((item: ModerationAction) => item.id)).toEqual([entry.id]);
    const undo = await app.inject({ method: 'POST', url: `/api/moderation/actions/${entry.id}/undo`, headers: moderator.headers, payload: {} });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ action: 'disconnect-dogs', undoes: entry.id, after: { breeder: [dogs.latin, dogs.cyrillic], owner: [dogs.cyrillic, dogs.prefix] } });
    expect(await row(dogs.latin)).toMatchObject({ breederUserId: null, breederName: `veter SEVERA ${member.user.id}` });
    expect(await row(dogs.cyrillic)).toMatchObject({ breederUserId: null, breederName: `Ветер Севера ${member.user.id}`, ownerUserId: null, ownerName: `NORDWIND${member.user.id}` });
    expect(await row(dogs.prefix)).toMatchObject({ ownerUserId: null, ownerName: `nordwind${member.user.id}` });
    expect((await queue(`memberId=${member.user.id}`)).items[0].dogCount).toBe(3);
    expect((await app.inject({ method: 'POST', url: `/api/moderation/actions/${entry.id}/undo`, headers: moderator.headers, payload: {} })).statusCode).toBe(409);
  });

  it('refuses a dog that does not match, an unknown member or dog, and the moderator\'s own account; nothing written', async () => {
    const { member, dogs } = await kennel();
    const before = await fingerprint(app);
    const notMatching = await post({ memberId: member.user.id, petIds: [dogs.latin, dogs.other] });
    expect(notMatching.statusCode).toBe(409);
    expect(notMatching.json().data).toMatchObject({ code: 'not_matching', field: 'petIds', petId: dogs.other });
    expect((await post({ memberId: 2147483647, petIds: [dogs.latin] })).json().data).toMatchObject({ field: 'memberId' });
    expect((await post({ memberId: member.user.id, petIds: [2147483647] })).json().data).toMatchObject({ field: 'petIds' });
    const own = await post({ memberId: moderator.user.id, petIds: [dogs.latin] });
    expect(own.statusCode).toBe(403);
    expect(own.json().data).toMatchObject({ code: 'own_submission' });
    expect((await post({ memberId: member.user.id, petIds: [] })).statusCode).toBe(400);
    expect((await post({ memberId: member.user.id, petIds: [dogs.latin, dogs.latin] })).statusCode).toBe(400);
    expect(await fingerprint(app)).toEqual(before);
  });
});
