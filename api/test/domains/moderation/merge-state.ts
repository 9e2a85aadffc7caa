import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../../src/db/client';

/**
 * What a merge changes and its undo puts back, for comparing before and after: every table that references a pet
 * (rows sorted, as text), the pets without what any write bumps (version, updated_at, updated_by), and the merged ids.
 */
const TABLES: Record<string, string> = {
  pets: `select id, registered_name, call_name, sex, birth_date, birth_precision, death_date, microchip, titles, sire_id, dam_id, litter_id,
    breeder_user_id, breeder_name, owner_user_id, owner_name, publish_status, search_text, flags, created_by, created_at from pets`,
  pet_registrations: 'select * from pet_registrations',
  pet_photos: 'select * from pet_photos',
  pet_documents: 'select * from pet_documents',
  pet_dna_results: 'select * from pet_dna_results',
  pet_health_results: 'select * from pet_health_results',
  likes: 'select * from likes',
  pet_notes: 'select * from pet_notes',
  litters: 'select id, sire_id, dam_id from litters',
  matings: 'select id, sire_id, dam_id from matings',
  attachment_requests: 'select id, pet_id, status from attachment_requests',
  reports: 'select id, pet_id, user_id from reports',
  import_job_pets: 'select * from import_job_pets',
  pet_merges: 'select old_id, survivor_id from pet_merges',
};

export async function mergeState(app: FastifyInstance): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = {};
  for (const [table, query] of Object.entries(TABLES)) {
    const rows = await queryRows<Record<string, unknown>>(app.db, sql.raw(query));
    state[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return state;
}
