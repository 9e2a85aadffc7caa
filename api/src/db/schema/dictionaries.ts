import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { HealthOption, LocalizedName } from '@bc/shared/contracts';

/** Breeds; border collie first. `species` lets cats come later. */
export const breeds = pgTable('breeds', {
  id: text('id').primaryKey(),
  species: text('species').notNull().default('dog'),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const colors = pgTable('colors', {
  id: text('id').primaryKey(),
  species: text('species').notNull().default('dog'),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The DNA test list; moderators may add tests (data, not code). */
export const dnaTests = pgTable('dna_tests', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  genes: jsonb('genes').$type<string[]>().notNull().default([]),
  options: jsonb('options').$type<HealthOption[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Laboratories offering genetic tests (EAOD: four providers). */
export const testProviders = pgTable('test_providers', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
  genes: jsonb('genes').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

/**
 * Scoring systems of the non-DNA health kinds: one row per (kind, system), e.g. hips/rkf A-E,
 * elbows/ofa Normal-III, eaod/<provider>, baer, ocd_sp, ltv, va, mdd.
 */
export const healthScales = pgTable('health_scales', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  system: text('system'),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  genes: jsonb('genes').$type<string[]>().notNull().default([]),
  options: jsonb('options').$type<HealthOption[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
