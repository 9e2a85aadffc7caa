import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HealthKind } from '@bc/shared/contracts';
import { createdAt, idColumn } from './columns';
import { dnaTests, healthScales } from './dictionaries';
import { petDocuments, pets } from './pets';

/** A pet's result of one DNA test (N/N, N/M, M/M). */
export const petDnaResults = pgTable(
  'pet_dna_results',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull().references(() => dnaTests.id),
    result: text('result').notNull(),
    testedAt: date('tested_at'),
    lab: text('lab'),
    documentId: integer('document_id').references(() => petDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pet_dna_results_pet_test_key').on(t.petId, t.testId),
    index('pet_dna_results_test_idx').on(t.testId),
    // The health filter of GET /api/pets (`health=dna:cea:N/N`): pets with a result, from the index alone.
    index('pet_dna_results_test_result_idx').on(t.testId, t.result, t.petId),
  ],
);

/** A pet's scored examination: hips, elbows, BAER, OCD-SP, LTV, VA, EAOD, MDD. */
export const petHealthResults = pgTable(
  'pet_health_results',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<Exclude<HealthKind, 'dna'>>().notNull(),
    scaleId: text('scale_id').notNull().references(() => healthScales.id),
    score: text('score').notNull(),
    testedAt: date('tested_at'),
    lab: text('lab'),
    documentId: integer('document_id').references(() => petDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_health_results_pet_id_idx').on(t.petId, t.kind),
    // The health filter of GET /api/pets (`health=hips:fci:A,B`).
    index('pet_health_results_scale_score_idx').on(t.scaleId, t.score, t.petId),
  ],
);
