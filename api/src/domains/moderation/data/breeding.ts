import { and, asc, count, desc, eq, min, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BreedingFlag, ModerationMatingsQuery, PublishStatus } from '@bc/shared/contracts';
import { STUD_PENDING_DAYS } from '@bc/shared/contracts';
import { DEFAULT_RULES } from '../../../breeding/rules';
import type { DbOrTx } from '../../../db/client';
import { breedRules, litters, matings, pets, users } from '../../../db/schema';
import { availableOf } from '../../matings/data/listed';
import { offsetOf } from '../../../lib/paging';

const sire = alias(pets, 'sire');
const dam = alias(pets, 'dam');
type Table = typeof matings | typeof litters;

/** Each flag as SQL on a mating or litter row (`today`: the service's clock, as a date). */
function flagsOf(table: Table, today: string, now: Date): Record<BreedingFlag, SQL<boolean>> {
  const high = sql`coalesce((select ${breedRules.coiHigh} from ${breedRules} where ${breedRules.breedId} = ${table.breedId}), ${DEFAULT_RULES.coiHigh})`;
  const pendingSince = new Date(now.getTime() - STUD_PENDING_DAYS * 86_400_000);
  return {
    'coi-high': sql<boolean>`coalesce(${table.coi} > ${high}, false)`,
    'carrier-carrier': sql<boolean>`exists (select 1 from pet_dna_results s join pet_dna_results d on d.test_id = s.test_id
      where s.pet_id = ${table.sireId} and d.pet_id = ${table.damId} and s.result in ('N/M', 'M/M') and d.result in ('N/M', 'M/M'))`,
    'stud-pending': table === matings ? sql<boolean>`(${matings.studAnswer} = 'awaiting' and ${matings.createdAt} < ${pendingSince})` : sql<boolean>`false`,
    expired: sql<boolean>`coalesce(${table.listedUntil} < ${today}::date, false)`,
  };
}
const anyFlag = (flags: Record<BreedingFlag, SQL<boolean>>) => sql<boolean>`(${sql.join(Object.values(flags), sql` or `)})`;
const flagList = (flags: Record<BreedingFlag, SQL<boolean>>) =>
  sql<BreedingFlag[]>`array_remove(array[${sql.join(Object.entries(flags).map(([flag, test]) => sql`case when ${test} then ${flag} end`), sql`, `)}]::text[], null)`;

/** The matings and litters queues of the moderators, with their flags computed as they are read. */
export function breedingQueuesRepository(db: DbOrTx) {
  async function page(table: Table, query: ModerationMatingsQuery & { page: number; limit: number }, now: Date) {
    const flags = flagsOf(table, now.toISOString().slice(0, 10), now);
    const where = and(
      query.status ? eq(table.publishStatus, query.status as PublishStatus) : query.all ? undefined : eq(table.publishStatus, 'published'),
      query.flag ? flags[query.flag] : undefined,
      query.matingStatus && table === matings ? eq(matings.status, query.matingStatus) : undefined,
    );
    const order = query.sort === 'oldest' ? [asc(table.updatedAt), asc(table.id)] : [desc(table.updatedAt), desc(table.id)];
    // What each kind adds (read as `extra` and shaped by the service).
    const extra: SQL<Record<string, unknown>> = table === matings
      ? sql`json_build_object('date', ${matings.date}, 'status', ${matings.status}, 'studAnswer', ${matings.studAnswer}, 'matingDates', ${matings.matingDates})`
      : sql`json_build_object('birthDate', ${litters.birthDate}, 'puppies', ${litters.malesBorn} + ${litters.femalesBorn},
          'alive', ${litters.malesAlive} + ${litters.femalesAlive}, 'available', ${availableOf(litters.id)},
          'breeder', (select json_build_object('id', b.id, 'nickname', b.nickname) from users b where b.id = ${litters.breederUserId}),
          'breederName', ${litters.breederName},
          'photo', (select ph.url from litter_photos ph where ph.litter_id = ${litters.id} and ph.is_main limit 1),
          'matingId', (select m.id from matings m where m.litter_id = ${litters.id}))`;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: table.id, sireId: table.sireId, sireName: sire.registeredName, damId: table.damId, damName: dam.registeredName,
          publishStatus: table.publishStatus, hiddenReason: table.hiddenReason, coi: table.coi, listedUntil: table.listedUntil,
          createdById: table.createdBy, createdByNickname: users.nickname, createdAt: table.createdAt, updatedAt: table.updatedAt,
          flags: flagList(flags), extra,
        })
        .from(table)
        .leftJoin(sire, eq(sire.id, table.sireId))
        .leftJoin(dam, eq(dam.id, table.damId))
        .leftJoin(users, eq(users.id, table.createdBy))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { rows, total: Number(total) };
  }

  return {
    matings: (query: ModerationMatingsQuery & { page: number; limit: number }, now: Date) => page(matings, query, now),
    litters: (query: ModerationMatingsQuery & { page: number; limit: number }, now: Date) => page(litters, query, now),

    /** The published and flagged announcements: how many, and when the oldest came in. */
    async counts(now: Date): Promise<Record<'matings' | 'litters', { count: number; oldest: Date | null }>> {
      const queue = async (table: Table) => {
        const [row] = await db.select({ count: count(), oldest: min(table.createdAt) }).from(table)
          .where(and(eq(table.publishStatus, 'published'), anyFlag(flagsOf(table, now.toISOString().slice(0, 10), now))));
        return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
      };
      const [matingQueue, litterQueue] = await Promise.all([queue(matings), queue(litters)]);
      return { matings: matingQueue, litters: litterQueue };
    },
  };
}
