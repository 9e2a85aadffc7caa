import { count, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { accountRequests, healthScales, inquiries, likes, matings, petNotes, pets, reports, uploads, users } from '../db/schema';
import { Pedigree } from '../pedigree';
import { createPasswords } from '../lib/passwords';
import { petSearchColumns } from '../domains/pets/search-text';
import { bulkInsert, prepareBulkLoad, resetSequences, type Column } from './bulk-insert';
import { dayOf, isoOf, yearOf } from './calendar';
import { planCurrentBreeding, type CurrentBreeding, type CurrentLitter } from './current-breeding';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { demoFileKeys, type DemoFilesPlan, type DemoLitter, insertDemoFiles, planDemoFiles, type SeedFiles, storeDemoFiles } from './demo-files';
import { generateHealthResults, type DnaResultRow, type HealthResultRow } from './health-results';
import { completeBreeding } from './breeding';
import { END_DAY, generatePopulation, type Population, type SeedLitter, type SeedMating, type SeedPet } from './population';
import { Random } from './prng';
import { KENNELS } from './vocabulary';

export { DEMO_ACCOUNTS, DEMO_PASSWORDS } from './demo-accounts';
export type { SeedFiles } from './demo-files';

export interface SeedOptions {
  /** Pets of the generated population (the live litters add their puppies). */
  pets: number;
  /** Empty every non-dictionary table first. */
  reset?: boolean;
  seed?: number;
  /**
   * The day the live breeding announcements are dated from (ISO date; by default the day the seed runs): matings in
   * every status and litters with puppies, see current-breeding.ts. Everything else is the same on every day.
   */
  today?: string;
  /**
   * Where to write the demo photos and documents (the configured storage: `pnpm seed` and the server's first start
   * pass it). Without it (the API tests) no dog has photos or documents.
   */
  files?: SeedFiles;
}

export interface SeedSummary {
  users: number;
  pets: number;
  litters: number;
  matings: number;
  inquiries: number;
  registrations: number;
  dnaResults: number;
  healthResults: number;
  /** Pets' photos and documents, and the distinct drawings they show (0 without `files`). */
  photos: number;
  /** Litters' photos (0 without `files`). */
  litterPhotos: number;
  documents: number;
  drawings: number;
  generations: number;
  milliseconds: number;
}

/** Tables the seed fills (dictionary tables belong to the migrations and are kept). */
const DATA_TABLES = [
  'users', 'auth_tokens', 'sessions', 'refresh_tokens', 'pets', 'pet_registrations', 'pet_photos', 'pet_documents',
  'pet_dna_results', 'pet_health_results', 'litters', 'litter_photos', 'matings', 'inquiries', 'likes', 'pet_notes', 'reports', 'account_requests',
  'attachment_requests',
];
const IDENTITY_TABLES = DATA_TABLES.filter((t) => !['sessions', 'likes'].includes(t));

/** Groups in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The puppies' full-depth COI of a pair, as the breeding domain's writes store it (null when a parent is unknown). */
function matingCoi(population: SeedPet[], current: CurrentBreeding) {
  const engine = Pedigree.fromRows([...population, ...current.puppies].map((p) => ({ id: p.id, sire: p.sireId, dam: p.damId })));
  return (sire: number | null, dam: number | null): number | null => {
    if (sire === null || dam === null || !engine.has(sire) || !engine.has(dam)) return null;
    const f = engine.matingCoi(sire, dam);
    return Number.isFinite(f) ? f : null;
  };
}

/** Writes the live announcements (after completeBreeding, which would otherwise rewrite their status and answers). */
async function insertCurrentBreeding(
  tx: DbOrTx, current: CurrentBreeding, petColumns: Column<SeedPet>[], litterColumns: Column<CurrentLitter>[], coiOf: (sire: number, dam: number) => number | null,
) {
  await bulkInsert(tx, 'litters', litterColumns, current.litters);
  // Puppies as the litter writes create them: no owner yet (an owner is data of their own, which keeps a puppy when
  // its litter is deleted), with their availability.
  const puppyColumns: Column<SeedPet>[] = petColumns.map(([name, type, value]) => [name, type, name === 'owner_user_id' || name === 'owner_name' ? () => null : value]);
  await bulkInsert(tx, 'pets', [...puppyColumns, ['availability', 'text', (p) => (p as CurrentBreeding['puppies'][number]).availability]], current.puppies);
  if (current.matings.length > 0) {
    await tx.insert(matings).values(current.matings.map((m) => ({
      ...m, kind: 'natural', breedId: 'border-collie', coi: coiOf(m.sireId, m.damId),
      studAnsweredAt: m.studAnswer === 'confirmed' || m.studAnswer === 'declined' ? new Date(`${m.date}T12:00:00Z`) : null,
    })));
  }
  if (current.inquiries.length > 0) await tx.insert(inquiries).values(current.inquiries);
}

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [[u], [p]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(pets)]);
  return u.n === 0 && p.n === 0;
}

const PET_COLUMNS = (ownerOf: (p: SeedPet) => number | null, userOfKennel: Map<number, number>): Column<SeedPet>[] => [
  ['id', 'int', (p) => p.id],
  ['registered_name', 'text', (p) => p.registeredName],
  ['call_name', 'text', (p) => p.callName],
  ['kennel_prefix', 'text', (p) => KENNELS[p.kennel].name],
  ['sex', 'text', (p) => p.sex],
  ['birth_date', 'date', (p) => p.birthDate],
  ['birth_precision', 'text', (p) => p.birthPrecision],
  ['death_date', 'date', (p) => p.deathDate],
  ['death_precision', 'text', (p) => p.deathPrecision],
  ['color_id', 'text', (p) => p.colorId],
  ['coat', 'text', (p) => p.coat],
  ['country_of_birth', 'varchar', (p) => p.countryOfBirth],
  ['country_of_residence', 'varchar', (p) => p.countryOfResidence],
  ['microchip', 'text', (p) => p.microchip],
  ['titles', 'text', (p) => p.titles],
  ['working_results', 'text', (p) => p.workingResults],
  ['sire_id', 'int', (p) => p.sireId],
  ['dam_id', 'int', (p) => p.damId],
  ['litter_id', 'int', (p) => p.litterId],
  ['breeder_user_id', 'int', (p) => userOfKennel.get(p.kennel) ?? null],
  ['breeder_name', 'text', (p) => (userOfKennel.has(p.kennel) ? null : KENNELS[p.kennel].name)],
  ['owner_user_id', 'int', (p) => ownerOf(p)],
  ['owner_name', 'text', (p) => (ownerOf(p) === null ? KENNELS[p.ownerKennel].name : null)],
  ['publish_status', 'text', (p) => p.publishStatus],
  ['hidden_reason', 'text', (p) => p.hiddenReason],
  ['offered_for_stud', 'boolean', (p) => p.offeredForStud],
  ['created_by', 'int', (p) => userOfKennel.get(p.kennel) ?? 1],
  ['updated_by', 'int', (p) => userOfKennel.get(p.kennel) ?? 1],
  // The search columns GET /api/pets reads (src/domains/pets/search-text.ts), as every write path fills them.
  ['search_text', 'text', (p) => petSearchColumns(p).searchText],
  ['sort_name', 'text', (p) => petSearchColumns(p).sortName],
];

const LITTER_COLUMNS = (userOfKennel: Map<number, number>, coiOf: (sire: number, dam: number) => number | null): Column<SeedLitter>[] => [
  ['id', 'int', (l) => l.id],
  ['sire_id', 'int', (l) => l.sireId],
  ['dam_id', 'int', (l) => l.damId],
  ['birth_date', 'date', (l) => isoOf(l.birthDay)],
  ['breeder_user_id', 'int', (l) => userOfKennel.get(l.kennel) ?? null],
  ['breeder_name', 'text', (l) => KENNELS[l.kennel].name],
  ['publish_status', 'text', () => 'published'],
  ['created_by', 'int', (l) => userOfKennel.get(l.kennel) ?? 1],
  ['coi', 'float8', (l) => coiOf(l.sireId, l.damId)],
];

/** The live litters: their counts, announcement and listing too (completeBreeding fills those of the population's). */
const CURRENT_LITTER_COLUMNS = (userOfKennel: Map<number, number>, coiOf: (sire: number, dam: number) => number | null): Column<CurrentLitter>[] => [
  ...LITTER_COLUMNS(userOfKennel, coiOf).filter(([name]) => name !== 'created_by'),
  ['created_by', 'int', (l) => l.createdBy],
  ['country', 'varchar', (l) => l.country],
  ['males_born', 'int', (l) => l.males],
  ['females_born', 'int', (l) => l.females],
  ['males_alive', 'int', (l) => l.males],
  ['females_alive', 'int', (l) => l.females],
  ['announcement', 'text', (l) => l.announcement],
  ['listed_until', 'date', (l) => l.listedUntil],
];

const MATING_COLUMNS = (userOfKennel: Map<number, number>, coiOf: (sire: number, dam: number) => number | null): Column<SeedMating>[] => [
  ['id', 'int', (m) => m.id],
  ['sire_id', 'int', (m) => m.sireId],
  ['dam_id', 'int', (m) => m.damId],
  ['date', 'date', (m) => isoOf(m.day)],
  ['kind', 'text', (m) => m.kind],
  ['litter_id', 'int', (m) => m.litterId],
  ['publish_status', 'text', (m) => m.publishStatus],
  ['created_by', 'int', (m) => userOfKennel.get(m.kennel) ?? 1],
  ['coi', 'float8', (m) => coiOf(m.sireId, m.damId)],
];

const DNA_COLUMNS: Column<DnaResultRow>[] = [
  ['pet_id', 'int', (r) => r.petId],
  ['test_id', 'text', (r) => r.testId],
  ['result', 'text', (r) => r.result],
  ['tested_at', 'date', (r) => r.testedAt],
  ['lab', 'text', (r) => r.lab],
];

const HEALTH_COLUMNS = (documentOf: Map<number, number>): Column<HealthResultRow>[] => [
  ['pet_id', 'int', (r) => r.petId],
  ['kind', 'text', (r) => r.kind],
  ['scale_id', 'text', (r) => r.scaleId],
  ['score', 'text', (r) => r.score],
  ['tested_at', 'date', (r) => r.testedAt],
  ['lab', 'text', (r) => r.lab],
  // The health certificate listing the result (demo documents).
  ['document_id', 'int', (r) => documentOf.get(r.petId) ?? null],
];

async function userRows(accounts: DemoAccount[]) {
  const passwords = createPasswords();
  const hashes = new Map<string, string>();
  for (const password of new Set(accounts.map((a) => a.password))) hashes.set(password, await passwords.hash(password));
  return accounts.map((a, i) => {
    const kennel = a.kennel === undefined ? undefined : KENNELS[a.kennel];
    return {
      id: i + 1,
      email: a.email,
      passwordHash: hashes.get(a.password) ?? null,
      nickname: a.nickname,
      displayName: a.displayName,
      country: kennel?.country ?? a.country,
      kennelName: kennel?.name ?? null,
      kennelPrefix: kennel?.name ?? null,
      contacts: kennel ? { email: a.email, website: `https://${a.nickname}.example.com` } : {},
      about: kennel ? `Border collie kennel ${kennel.name}.` : null,
      locale: a.locale,
      isActive: true,
      isModerator: a.role === 'moderator',
      isBanned: a.role === 'banned',
      premiumUntil: a.role === 'premium' ? new Date('2027-12-31T23:59:59Z') : null,
      createdAt: new Date(Date.UTC(2020, 0, 1 + i * 11)),
    };
  });
}

/**
 * Plans the demo photos and documents and starts storing their files (awaited by the transaction before their rows
 * go in); on a reset, also answers the files of the uploads it will empty.
 */
async function demoFiles(
  db: Db, target: SeedFiles, input: Omit<Parameters<typeof planDemoFiles>[0], 'scaleNames'>, random: Random, reset: boolean,
): Promise<{ plan: DemoFilesPlan; stored: Promise<string[]>; previousKeys: string[]; storage: SeedFiles['storage'] }> {
  const scales = await db.select({ id: healthScales.id, name: sql<string>`${healthScales.name}->>'en'` }).from(healthScales);
  const plan = planDemoFiles({ ...input, scaleNames: new Map(scales.map((s) => [s.id, s.name])) }, random);
  const previousKeys = reset ? (await db.select({ files: uploads.files }).from(uploads)).flatMap((u) => u.files) : [];
  const stored = storeDemoFiles(target.storage, plan);
  stored.catch(() => {}); // awaited inside the transaction; meanwhile a failure is not an unhandled rejection
  return { plan, stored, previousKeys, storage: target.storage };
}

/**
 * The litters that may get photos, each with the dog its photos show: one of its puppies (else its dam), recorded by
 * the member who recorded the litter (as LITTER_COLUMNS and CURRENT_LITTER_COLUMNS write `created_by`).
 */
function demoLitters(population: Population, current: CurrentBreeding, recorderOf: (litter: SeedLitter) => number): DemoLitter[] {
  const puppyOf = new Map<number, SeedPet>();
  for (const pet of [...population.pets, ...current.puppies]) if (pet.litterId !== null && !puppyOf.has(pet.litterId)) puppyOf.set(pet.litterId, pet);
  const byId = new Map(population.pets.map((p) => [p.id, p]));
  const litter = (l: SeedLitter, live: boolean, createdBy: number): DemoLitter[] => {
    const drawn = puppyOf.get(l.id) ?? byId.get(l.damId);
    return drawn ? [{ id: l.id, live, drawn, createdBy }] : [];
  };
  return [
    ...current.litters.flatMap((l) => litter(l, true, l.createdBy)),
    ...population.litters.flatMap((l) => litter(l, false, recorderOf(l))),
  ];
}

/** Loads the deterministic demo data: demo accounts, a multi-generation population, health data. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const random = new Random(options.seed ?? 2026);
  const population = generatePopulation(options.pets, random);
  // The live announcements have a stream of their own, so the rest of the data does not depend on them.
  const current = planCurrentBreeding(population, dayOf(options.today ?? new Date().toISOString().slice(0, 10)), new Random((options.seed ?? 2026) + 1), {
    userOf: (key) => {
      const index = DEMO_ACCOUNTS.findIndex((a) => a.email === `${key}@example.com`);
      return index < 0 ? null : index + 1;
    },
    kennelOf: (userId) => DEMO_ACCOUNTS[userId - 1]?.kennel ?? null,
  });
  const coiOf = matingCoi(population.pets, current);
  const { dna, health } = generateHealthResults(population.pets, population.genotypes, random);
  const accounts = await userRows(DEMO_ACCOUNTS);
  const userOfKennel = new Map<number, number>();
  DEMO_ACCOUNTS.forEach((a, i) => a.kennel !== undefined && userOfKennel.set(a.kennel, i + 1));
  const memberId = DEMO_ACCOUNTS.findIndex((a) => a.role === 'member') + 1;
  const moderatorId = DEMO_ACCOUNTS.findIndex((a) => a.role === 'moderator') + 1;
  const premiumId = DEMO_ACCOUNTS.findIndex((a) => a.role === 'premium') + 1;

  // A few living dogs belong to members without a kennel.
  const living = population.pets.filter((p) => p.deathDay === null && p.publishStatus === 'published');
  const personalOwner = new Map<number, number>();
  for (const [userId, n] of [[memberId, 3], [moderatorId, 2]] as const) {
    for (let i = 0; i < n && living.length > 0; i++) personalOwner.set(random.pick(living).id, userId);
  }
  // The dogs of the live announcements belong to the kennels the plan gave them to.
  const planned = new Set(current.matings.flatMap((m) => [m.sireId, m.damId]));
  const ownerOf = (p: SeedPet) => (planned.has(p.id) ? null : personalOwner.get(p.id)) ?? userOfKennel.get(p.ownerKennel) ?? null;
  const registrations = population.pets.flatMap((p) => p.registrations.map((r) => ({ petId: p.id, ...r })));

  // Photos and documents: planned from a stream of their own (the rest of the data is the same with or without them);
  // their files are converted and written while the database loads, and the rows go in only once they are stored.
  const files = options.files && await demoFiles(db, options.files, {
    pets: [...population.pets, ...current.puppies], puppyIds: new Set(current.puppies.map((p) => p.id)), health,
    ownerOf, breederOf: (p) => KENNELS[p.kennel].name, moderatorId,
    litters: demoLitters(population, current, (l) => userOfKennel.get(l.kennel) ?? 1),
  }, new Random((options.seed ?? 2026) + 2), options.reset === true);
  const documentOf = new Map(files?.plan.documents.filter((d) => d.kind === 'health').map((d) => [d.petId, d.id]));

  await db.transaction(async (tx) => {
    if (options.reset) await tx.execute(sql.raw(`truncate ${DATA_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
    else if (!(await isDatabaseEmpty(tx))) throw new Error('The database already holds data; run with --reset to replace it');

    await tx.insert(users).values(accounts);
    const restoreIndexes = await prepareBulkLoad(tx, [
      'pets', 'litters', 'matings', 'pet_registrations', 'pet_dna_results', 'pet_health_results', 'pet_photos', 'pet_documents',
    ]);

    // Parents are always born at least a year before their litter: inserting year by year (the litters of a
    // year, then its pets) keeps every foreign key satisfied without deferring constraints.
    const petColumns = PET_COLUMNS(ownerOf, userOfKennel);
    const littersByYear = groupBy(population.litters, (l) => yearOf(l.birthDay));
    const founders = population.pets.filter((p) => p.litterId === null);
    await bulkInsert(tx, 'pets', petColumns, founders);
    const bred = population.pets.filter((p) => p.litterId !== null);
    for (const [year, pups] of groupBy(bred, (p) => yearOf(p.birthDay))) {
      await bulkInsert(tx, 'litters', LITTER_COLUMNS(userOfKennel, coiOf), littersByYear.get(year) ?? []);
      await bulkInsert(tx, 'pets', petColumns, pups);
    }
    await bulkInsert(tx, 'matings', MATING_COLUMNS(userOfKennel, coiOf), population.matings);
    await completeBreeding(tx);
    await insertCurrentBreeding(tx, current, petColumns, CURRENT_LITTER_COLUMNS(userOfKennel, coiOf), coiOf);
    await bulkInsert(tx, 'pet_registrations', [
      ['pet_id', 'int', (r) => r.petId], ['registry', 'text', (r) => r.registry], ['number', 'text', (r) => r.number],
    ], registrations);
    await bulkInsert(tx, 'pet_dna_results', DNA_COLUMNS, dna);
    if (files) {
      await files.stored;
      await insertDemoFiles(tx, files.storage, files.plan, moderatorId);
    }
    await bulkInsert(tx, 'pet_health_results', HEALTH_COLUMNS(documentOf), health);
    await restoreIndexes();

    // The demo members' own lists.
    const published = population.pets.filter((p) => p.publishStatus === 'published');
    const pickSome = (n: number) => [...new Set(Array.from({ length: n }, () => random.pick(published).id))];
    for (const [userId, n] of [[memberId, 12], [premiumId, 8], [moderatorId, 4]] as const) {
      const ids = pickSome(n);
      if (ids.length > 0) await tx.insert(likes).values(ids.map((petId) => ({ userId, petId })));
    }
    await tx.insert(petNotes).values(pickSome(3).map((petId, i) => ({
      userId: memberId, petId, note: ['Lovely working lines', 'Ask the owner about a puppy next spring', 'Check the CEA result'][i] ?? 'Note',
    })));
    await tx.insert(reports).values([
      ...pickSome(5).map((petId) => ({ userId: premiumId, petId })),
      ...pickSome(2).map((petId) => ({ userId: memberId, petId })),
    ]);
    await tx.insert(accountRequests).values([
      { userId: userOfKennel.get(21) ?? 1, requesterUserId: memberId, info: 'I am the co-owner of this kennel and would like to manage its dogs.', email: 'member@example.com', locale: 'ru' },
      { userId: userOfKennel.get(7) ?? 1, requesterUserId: null, info: 'This is my kennel; please connect it to my new account.', email: 'kasia@example.org', locale: 'pl' },
    ]);
    await resetSequences(tx, IDENTITY_TABLES);
  }).catch(async (error: unknown) => {
    // Nothing half-written: the files this run added go with the rows that were not written.
    // (A file the previous data uses stays: on a reset, the rolled-back truncate left its rows in place.)
    if (files) {
      const previous = new Set(files.previousKeys);
      await files.stored.then((written) => files.storage.remove(written.filter((key) => !previous.has(key))), () => {});
    }
    throw error;
  });
  // The files of the uploads the reset emptied (the previous demo data's and members' own), except those used again.
  if (files && files.previousKeys.length > 0) {
    const kept = new Set(demoFileKeys(files.plan));
    await files.storage.remove(files.previousKeys.filter((key) => !kept.has(key)));
  }
  // Fresh statistics: the planner needs them for the search (trigram vs. btree) on a bulk-loaded table. Vacuum too: the
  // rows the load updated in its own transaction (the population's matings completed, say) left their old versions in
  // the indexes rebuilt in that transaction, which the lists' index scans would otherwise wade through.
  await db.execute(sql`vacuum analyze`);

  return {
    users: accounts.length,
    pets: population.pets.length + current.puppies.length,
    litters: population.litters.length + current.litters.length,
    matings: population.matings.length + current.matings.length,
    inquiries: current.inquiries.length,
    registrations: registrations.length,
    dnaResults: dna.length,
    healthResults: health.length,
    photos: files?.plan.photos.length ?? 0,
    litterPhotos: files?.plan.litterPhotos.length ?? 0,
    documents: files?.plan.documents.length ?? 0,
    drawings: files?.plan.images.length ?? 0,
    generations: population.generations,
    milliseconds: Date.now() - started,
  };
}

export { END_DAY };
