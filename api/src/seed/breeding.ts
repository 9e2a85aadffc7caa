import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * What the breeding domain keeps beside the seed's litters and matings, written as the API's writes would: a
 * mating's dates, status (whelped with a litter, planned otherwise), breed and listing; a litter's counts, country
 * and listing; the stud owner of a planned mating with another member's sire and his answer (deterministic by id:
 * every fifth awaits it, every eleventh declined, the others confirmed). The same rules as migration 0009's backfill.
 */
export async function completeBreeding(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update matings set
      mating_dates = case when date is null then '{}'::date[] else array[date] end,
      status = case when litter_id is not null then 'whelped' else 'planned' end,
      breed_id = coalesce((select p.breed_id from pets p where p.id = matings.dam_id), 'border-collie'),
      country = (select p.country_of_residence from pets p where p.id = matings.dam_id),
      listed_until = coalesce((select l.birth_date + 91 from litters l where l.id = matings.litter_id), date + 93)`);
  await tx.execute(sql`
    update matings m set
      stud_owner_id = s.owner,
      stud_answer = case when m.id % 5 = 0 then 'awaiting' when m.id % 11 = 0 then 'declined' else 'confirmed' end
    from (select p.id, coalesce(p.owner_user_id, p.created_by) as owner from pets p) s
    where s.id = m.sire_id and m.litter_id is null and s.owner is not null and s.owner is distinct from m.created_by`);
  // The puppies are counted in one grouped pass: the seed runs this while the secondary indexes are dropped (no
  // index on pets.litter_id), where a count per litter read every pet once per litter (minutes on 200,000 pets).
  await tx.execute(sql`
    update litters set
      males_born = 0,
      females_born = 0,
      breed_id = coalesce((select p.breed_id from pets p where p.id = litters.dam_id), 'border-collie'),
      country = (select p.country_of_residence from pets p where p.id = litters.dam_id),
      listed_until = birth_date + 91`);
  await tx.execute(sql`
    update litters l set males_born = c.males, females_born = c.females
    from (
      select litter_id, count(*) filter (where sex = 'male')::int as males, count(*) filter (where sex = 'female')::int as females
      from pets where litter_id is not null group by litter_id
    ) c
    where c.litter_id = l.id`);
  await tx.execute(sql`update litters set males_alive = males_born, females_alive = females_born`);
}
