import {
  CONNECT_BREEDERS_LIMITS, type ConnectBreedersBody, type ConnectBreedersGroup, type ConnectBreedersQuery, type ConnectedDogs, type ConnectRole, type PageOf,
} from '@bc/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import { normalizeSearch } from '../pets/search-text';
import type { ActionRow, ListedAction } from './data/actions';
import type { ModerationDeps } from './deps';
import type { ModerationMail } from './mail';
import { ownSubmission } from './rules';

interface Kennel {
  id: number;
  nickname: string | null;
  kennelName: string | null;
  kennelPrefix: string | null;
}

/**
 * A kennel's name and prefix as the matching compares them: case, accents, punctuation and Cyrillic/Latin spelling
 * aside (the pets search's normalisation, which its duplicate check also uses: `Ветер Севера` ~ `Veter Severa`).
 */
export const kennelKeys = (kennel: { kennelName: string | null; kennelPrefix: string | null }): Set<string> =>
  new Set([kennel.kennelName, kennel.kennelPrefix].map((value) => normalizeSearch(value ?? '')).filter(Boolean));

/** Groups plain names by the members whose kennel they match (pure: the queue's rule, tested on its own). */
export function matchKennels(kennels: readonly Kennel[], names: Record<ConnectRole, readonly { name: string; count: number }[]>) {
  const byKey = new Map<string, Kennel[]>();
  for (const kennel of kennels) {
    for (const key of kennelKeys(kennel)) byKey.set(key, [...(byKey.get(key) ?? []), kennel]);
  }
  const groups = new Map<number, { member: Kennel; names: { name: string; role: ConnectRole; count: number }[] }>();
  for (const role of ['breeder', 'owner'] as const) {
    for (const { name, count } of names[role]) {
      for (const member of byKey.get(normalizeSearch(name)) ?? []) {
        const group = groups.get(member.id) ?? { member, names: [] };
        group.names.push({ name, role, count });
        groups.set(member.id, group);
      }
    }
  }
  const total = (group: { names: { count: number }[] }) => group.names.reduce((sum, name) => sum + name.count, 0);
  return [...groups.values()].sort((a, b) => total(b) - total(a) || a.member.id - b.member.id);
}

type Refusals = {
  own: (message: string) => HttpError;
  undoable: (tx: Data, id: number) => Promise<ListedAction>;
};

/**
 * Dogs whose breeder or owner is a plain name that is a member's kennel: the queue, connecting them to the member
 * (through the pets domain's `inTransaction`, so the engine, caches and the search index hear of it) with one audit
 * entry per batch (a `user` record: the member), and its undo.
 */
export function connectBreederOperations(deps: ModerationDeps, mail: ModerationMail, refuse: Refusals) {
  const { data, pets, now } = deps;

  return {
    async list(query: ConnectBreedersQuery, page: PageRequest): Promise<PageOf<ConnectBreedersGroup>> {
      const [kennels, breeder, owner] = await Promise.all([
        data.connectBreeders.kennels(), data.connectBreeders.plainNames('breeder'), data.connectBreeders.plainNames('owner'),
      ]);
      const all = matchKennels(kennels, { breeder, owner }).filter((group) => !query.memberId || group.member.id === query.memberId);
      const shown = all.slice((page.page - 1) * page.limit, page.page * page.limit);
      const items = await Promise.all(shown.map(async (group) => {
        const names = (role: ConnectRole) => group.names.filter((name) => name.role === role).map((name) => name.name);
        const [dogs, dogCount] = await Promise.all([
          data.connectBreeders.dogsNamed(names('breeder'), names('owner'), CONNECT_BREEDERS_LIMITS.dogsPerGroup),
          data.connectBreeders.countNamed(names('breeder'), names('owner')),
        ]);
        const keys = kennelKeys(group.member);
        const matches = (member: number | null, name: string | null) => member === null && name !== null && keys.has(normalizeSearch(name));
        return {
          member: group.member, names: group.names, dogCount,
          dogs: dogs.map((dog) => ({
            id: dog.id, registeredName: dog.registeredName, breederName: dog.breederName, ownerName: dog.ownerName,
            roles: [
              ...(matches(dog.breederUserId, dog.breederName) ? ['breeder' as const] : []),
              ...(matches(dog.ownerUserId, dog.ownerName) ? ['owner' as const] : []),
            ],
          })),
        };
      }));
      return { items, total: all.length, ...page };
    },

    /** Connects the dogs to the member in one transaction with one entry; the member is told. */
    async connect(body: ConnectBreedersBody, viewer: Viewer): Promise<ActionRow> {
      const own = ownSubmission(viewer.id, { kind: 'user', id: body.memberId });
      if (own) throw refuse.own(own);
      const { row, member, count } = await pets.inTransaction(viewer, async (tx, records) => {
        await tx.moderationActions.lockRecord('user', body.memberId);
        const member = await tx.users.byId(body.memberId);
        if (!member || member.deletedAt) throw notFound(`body/memberId member ${body.memberId} does not exist`, 'memberId');
        const keys = kennelKeys(member);
        const matches = (user: number | null, name: string | null) => user === null && name !== null && keys.has(normalizeSearch(name));
        const before: { id: number; breederName: string | null; ownerName: string | null }[] = [];
        const after: ConnectedDogs = { memberId: member.id, breeder: [], owner: [] };
        for (const id of [...body.petIds].sort((a, b) => a - b)) {
          const pet = await tx.pets.lockById(id);
          if (!pet) throw notFound(`body/petIds pet ${id} does not exist`, 'petIds');
          const ownPet = ownSubmission(viewer.id, { kind: 'pet', createdBy: pet.createdBy, ownerUserId: pet.ownerUserId });
          if (ownPet) throw refuse.own(ownPet);
          const asBreeder = matches(pet.breederUserId, pet.breederName);
          const asOwner = matches(pet.ownerUserId, pet.ownerName);
          if (!asBreeder && !asOwner) {
            throw new HttpError(409, `body/petIds pet ${id} names no breeder or owner of the member's kennel`, { code: 'not_matching', field: 'petIds', petId: id });
          }
          before.push({ id, breederName: pet.breederName, ownerName: pet.ownerName });
          if (asBreeder) after.breeder.push(id);
          if (asOwner) after.owner.push(id);
          await records.update(id, {
            ...(asBreeder ? { breederUserId: member.id, breederName: null } : {}),
            ...(asOwner ? { ownerUserId: member.id, ownerName: null } : {}),
          });
        }
        const written = await tx.moderationActions.insert({
          moderatorId: viewer.id, action: 'connect-dogs', recordKind: 'user', recordId: member.id, note: body.note?.trim() || null,
          before: { dogs: before }, after: { ...after }, createdAt: now(),
        });
        return { row: written, member, count: before.length };
      });
      await mail.dogsConnected(member, count);
      return row;
    },

    /** Puts the plain names back on the dogs still connected to the member (one given to someone else since stays). */
    async undo(target: ListedAction, viewer: Viewer): Promise<ActionRow> {
      const own = ownSubmission(viewer.id, { kind: 'user', id: target.recordId });
      if (own) throw refuse.own(own);
      return pets.inTransaction(viewer, async (tx, records) => {
        await tx.moderationActions.lockRecord('user', target.recordId);
        const entry = await refuse.undoable(tx, target.id);
        const after = entry.after as unknown as ConnectedDogs;
        const names = new Map((entry.before.dogs as { id: number; breederName: string | null; ownerName: string | null }[]).map((dog) => [dog.id, dog]));
        const breeder = await tx.connectBreeders.stillWith(after.breeder, 'breeder', after.memberId);
        const owner = await tx.connectBreeders.stillWith(after.owner, 'owner', after.memberId);
        for (const id of [...new Set([...breeder, ...owner])].sort((a, b) => a - b)) {
          await records.update(id, {
            ...(breeder.includes(id) ? { breederUserId: null, breederName: names.get(id)?.breederName ?? null } : {}),
            ...(owner.includes(id) ? { ownerUserId: null, ownerName: names.get(id)?.ownerName ?? null } : {}),
          });
        }
        const row = await tx.moderationActions.insert({
          moderatorId: viewer.id, action: 'disconnect-dogs', recordKind: 'user', recordId: after.memberId, undoes: entry.id,
          before: { breeder: after.breeder, owner: after.owner }, after: { memberId: after.memberId, breeder, owner }, createdAt: now(),
        });
        await tx.moderationActions.markUndone(entry.id, row.id);
        return row;
      });
    },
  };
}
