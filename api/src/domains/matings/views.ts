import type {
  AnnouncementItem, BreedingMember, BreedingPet, BreedingPetShort, LitterCounts, PetDetail, Puppy,
} from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { isExpired, listKindOf, type ParentFacts, whelpingOf } from '../../breeding';
import type { DataAccess } from '../data';
import { canSee } from '../pets/access';
import type { PetsService } from '../pets/service';
import type { MemberRow } from './data/breeding-data';
import type { LitterRow, PuppyRow } from './data/litters';
import type { ListedPet, ListedRow } from './data/listed';
import type { MatingRow } from './data/matings';

/** How the answers show the dogs, the members and the list items of breeding; the parents as the viewer may see them. */

/** A pet's page as the viewer may see it, or null (unknown, or another member's draft or hidden pet). */
export async function visiblePet(pets: PetsService, id: number | null, viewer: Viewer | null): Promise<PetDetail | null> {
  if (id === null) return null;
  try {
    return await pets.detail(id, viewer);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

export const petLabel = (pet: { id: number; registeredName: string }) => `"${pet.registeredName}" (#${pet.id})`;

/** What the integrity rules need of a parent. */
export const factsOf = (pet: PetDetail): ParentFacts => ({
  id: pet.id, label: petLabel(pet), sex: pet.sex, birthDate: pet.birthDate, deathDate: pet.deathDate, deathPrecision: pet.deathPrecision,
});

/** The member who owns a pet: its owner member, else the member who created the record. */
export const ownerOf = (pet: PetDetail): number | null => pet.owner.userId ?? pet.createdBy;

export function breedingPet(pet: PetDetail): BreedingPet {
  return {
    id: pet.id, registeredName: pet.registeredName, callName: pet.callName, kennelPrefix: pet.kennelPrefix, sex: pet.sex,
    birthDate: pet.birthDate, birthPrecision: pet.birthPrecision, deathDate: pet.deathDate, colorId: pet.colorId,
    mainPhoto: pet.mainPhoto, publishStatus: pet.publishStatus, titles: pet.titles, countryOfResidence: pet.countryOfResidence,
    breedId: pet.breedId, owner: pet.owner,
    health: pet.health.filter((h) => h.kind !== 'dna').map((h) => ({ set: h.set, value: h.value, date: h.date })),
    dna: pet.dna,
  };
}

export const memberOf = (row: MemberRow | undefined): BreedingMember | null =>
  row && row.nickname !== null ? { userId: row.id, nickname: row.nickname, name: row.name } : null;

/** A puppy as the viewer may see it (null: another member's draft or hidden puppy); the microchip for editors only. */
export function puppyOf(row: PuppyRow, viewer: Viewer | null, editor: boolean): Puppy | null {
  if (!editor && !canSee(viewer, row)) return null;
  return {
    id: row.id, registeredName: row.registeredName, callName: row.callName, sex: row.sex, colorId: row.colorId, coat: row.coat,
    microchip: editor ? row.microchip : null, availability: row.availability ?? 'kept', mainPhoto: row.mainPhoto, publishStatus: row.publishStatus,
  };
}

export const countsOf = (litter: Omit<LitterCounts, 'available'>, available: number): LitterCounts => ({
  malesBorn: litter.malesBorn, femalesBorn: litter.femalesBorn, malesAlive: litter.malesAlive, femalesAlive: litter.femalesAlive, available,
});

const EXCERPT = 300;
const excerpt = (text: string | null) => (text === null ? null : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** Reads what the list items of some matings and litters show: their parents as the viewer sees them, members, litters. */
export async function listContext(data: DataAccess, viewer: Viewer | null, rows: { sireId: number | null; damId: number | null; createdBy: number | null }[]) {
  const petIds = [...new Set(rows.flatMap((r) => [r.sireId, r.damId]).filter((id): id is number => id !== null))];
  const [shorts, items, members] = await Promise.all([
    data.petDetails.shorts(petIds),
    data.petDetails.listItems(petIds),
    data.breeding.members([...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))]),
  ]);
  const seen = new Set(shorts.filter((s) => canSee(viewer, s)).map((s) => s.id));
  const pets = new Map(items.filter((p) => seen.has(p.id)).map((p) => [p.id, p]));
  const pet = (id: number | null): BreedingPetShort | null => {
    const p = id === null ? undefined : pets.get(id);
    return p
      ? {
        id: p.id, registeredName: p.registeredName, callName: p.callName, kennelPrefix: p.kennelPrefix, sex: p.sex, birthDate: p.birthDate,
        birthPrecision: p.birthPrecision, deathDate: p.deathDate, colorId: p.colorId, mainPhoto: p.mainPhoto, publishStatus: p.publishStatus,
        titles: p.titles, countryOfResidence: p.countryOfResidence,
      }
      : null;
  };
  return { pet, member: (id: number | null) => (id === null ? null : memberOf(members.get(id))) };
}
export type ListContext = Awaited<ReturnType<typeof listContext>>;

/** The same context from the parts a public list page read with its rows (data/listed.ts): no further statement. */
export function listedContext(viewer: Viewer | null, rows: ListedRow<unknown, unknown>[]): ListContext {
  const pets = new Map<number, BreedingPetShort>();
  const members = new Map<number, BreedingMember | null>();
  const shown = ({ createdBy: _c, ownerUserId: _o, ...pet }: ListedPet): BreedingPetShort => pet;
  for (const r of rows) {
    for (const pet of [r.dam, r.sire]) if (pet && canSee(viewer, pet)) pets.set(pet.id, shown(pet));
    if (r.owner) members.set(r.owner.id, r.owner.nickname === null ? null : { userId: r.owner.id, nickname: r.owner.nickname, name: r.owner.name });
  }
  return { pet: (id) => (id === null ? null : (pets.get(id) ?? null)), member: (id) => (id === null ? null : (members.get(id) ?? null)) };
}

export function matingItem(row: MatingRow, ctx: ListContext, today: string, litter: { row: Omit<LitterCounts, 'available'>; available: number } | null): AnnouncementItem {
  return {
    kind: listKindOf(row.status) ?? (row.status === 'whelped' ? 'litter' : 'mating'),
    matingId: row.id, litterId: row.litterId, dam: ctx.pet(row.damId), sire: ctx.pet(row.sireId), owner: ctx.member(row.createdBy),
    status: row.status, studAnswer: row.studAnswer, publishStatus: row.publishStatus, country: row.country, breedId: row.breedId,
    date: row.date, expectedWhelping: row.date === null ? null : whelpingOf(row.date).expected, coi: row.coi,
    announcement: excerpt(row.announcement), counts: litter ? countsOf(litter.row, litter.available) : null, photo: null,
    expired: isExpired(row.listedUntil, today),
  };
}

export function litterItem(
  row: LitterRow, available: number, mating: Pick<MatingRow, 'id' | 'status' | 'studAnswer'> | undefined, ctx: ListContext, today: string, photo: string | null,
): AnnouncementItem {
  return {
    kind: 'litter', matingId: mating?.id ?? null, litterId: row.id, dam: ctx.pet(row.damId), sire: ctx.pet(row.sireId),
    owner: ctx.member(row.createdBy), status: mating?.status ?? null, studAnswer: mating?.studAnswer ?? null, publishStatus: row.publishStatus,
    country: row.country, breedId: row.breedId, date: row.birthDate, expectedWhelping: null, coi: row.coi,
    announcement: excerpt(row.announcement), counts: countsOf(row, available), photo, expired: isExpired(row.listedUntil, today),
  };
}
