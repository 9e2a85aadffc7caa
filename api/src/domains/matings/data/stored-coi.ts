import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client';
import { litters, matings } from '../../../db/schema';

/** A mating or a litter whose puppies' COI is stored (`matings.coi`, `litters.coi`). */
export interface StoredCoiRow {
  kind: 'mating' | 'litter';
  id: number;
  sireId: number;
  damId: number;
  coi: number | null;
}

/** The stored COI of matings and litters: which ones a change of some dogs' pedigree reaches, and writing it anew. */
export function storedCoiRepository(db: DbOrTx) {
  return {
    /**
     * The matings and litters with both parents whose sire or dam is one of `roots` or descends from one: their
     * puppies' ancestry goes through a root. (`union`, not `union all`: each dog once, whatever the loops of bad data.)
     */
    async involving(roots: number[]): Promise<StoredCoiRow[]> {
      if (roots.length === 0) return [];
      const rows = await queryRows<{ kind: 'mating' | 'litter'; id: number; sire_id: number; dam_id: number; coi: number | null }>(db, sql`
        with recursive line(id) as (
          select unnest(array[${sql.join(roots.map((id) => sql`${id}`), sql`, `)}]::int[])
          union
          select p.id from pets p join line on p.sire_id = line.id or p.dam_id = line.id
        )
        select 'mating' as kind, m.id, m.sire_id, m.dam_id, m.coi from matings m
          where m.sire_id is not null and m.dam_id is not null and (m.sire_id in (select id from line) or m.dam_id in (select id from line))
        union all
        select 'litter' as kind, l.id, l.sire_id, l.dam_id, l.coi from litters l
          where l.sire_id is not null and l.dam_id is not null and (l.sire_id in (select id from line) or l.dam_id in (select id from line))
        order by kind, id`);
      return rows.map((row) => ({
        kind: row.kind, id: Number(row.id), sireId: Number(row.sire_id), damId: Number(row.dam_id), coi: row.coi === null ? null : Number(row.coi),
      }));
    },

    /** Writes a recomputed COI only: the announcement's version and times stay (nothing its recorder wrote changed). */
    async set(kind: 'mating' | 'litter', id: number, coi: number | null): Promise<void> {
      if (kind === 'mating') await db.update(matings).set({ coi }).where(eq(matings.id, id));
      else await db.update(litters).set({ coi }).where(eq(litters.id, id));
    },
  };
}
