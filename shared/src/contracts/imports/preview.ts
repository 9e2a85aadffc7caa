import { Type, type Static } from '@sinclair/typebox';

/**
 * Importing a breed club's spreadsheet (CSV or XLSX): the fields a column can be mapped to, the problems the preview
 * lists before anything is written, and the importer's choice per kind of problem.
 */
export const IMPORT_FIELDS = [
  'registration', // a registration number (the registry from a `registry` column or the mapping's default)
  'registry',
  'registeredName',
  'callName',
  'sex', // M/F, male/female, кобель/сука…
  'birthDate', // 2017-03-08, 08.03.2017, Mar  8 2017, a year alone
  'deathDate',
  'color', // matched to the colour dictionary
  'coat',
  'country', // country of birth, ISO code
  'microchip',
  'sire', // by registration, microchip or registered name
  'dam',
  'breeder',
  'owner',
  'hips', // a result on the mapping's scoring system (hips:ofa…)
  'elbows',
  'healthDate', // the date of the row's results
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const ImportFieldSchema = Type.Union(IMPORT_FIELDS.map((f) => Type.Literal(f)));

/** Where a field of a column's values is matched to a dictionary. */
export const IMPORT_DICTIONARY_FIELDS = ['sex', 'color', 'country', 'hips', 'elbows', 'birthDate', 'deathDate', 'healthDate'] as const;
export type ImportDictionaryField = (typeof IMPORT_DICTIONARY_FIELDS)[number];

export const ImportColumn = Type.Object(
  {
    /** The column's header as the file has it. */
    header: Type.String({ maxLength: 200 }),
    field: Type.Union([ImportFieldSchema, Type.Null()]),
    /** For `hips` and `elbows`: the scoring system of the results (`ofa`, `fci`…). */
    system: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ImportColumn = Static<typeof ImportColumn>;

export const ImportMapping = Type.Object(
  {
    columns: Type.Array(ImportColumn, { maxItems: 200 }),
    /** The registry of registrations when no column names it (`ABCA`, `RKF`…). */
    registry: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ImportMapping = Static<typeof ImportMapping>;

export const IMPORT_PROBLEM_KINDS = [
  'duplicate', // the same dog on several rows: merged into one with all its results
  'conflict', // rows of one dog that disagree on a field
  'existing', // a dog already in the database (registration, microchip, or name with birth date)
  'same-parent', // one registration is both sire and dam of a dog
  'both-roles', // a dog used as a sire in one row and a dam in another
  'loop', // a dog its own ancestor
  'parent-sex', // a sire recorded female or a dam recorded male
  'birth-order', // a parent born after its offspring
  'unknown-value', // a value that matches no dictionary entry (or no date, no sex)
  'no-name', // a row without a registered name or registration
] as const;
export type ImportProblemKind = (typeof IMPORT_PROBLEM_KINDS)[number];

export const ImportProblem = Type.Object({
  kind: Type.Union(IMPORT_PROBLEM_KINDS.map((k) => Type.Literal(k))),
  /** The file's row numbers involved (the header is row 1). */
  rows: Type.Array(Type.Integer()),
  /** The dogs involved, by registration or name (for a loop: each a parent of the one before). */
  dogs: Type.Array(Type.String()),
  /** unknown-value and conflict: the field, and the value as the file has it. */
  field: Type.Optional(ImportFieldSchema),
  value: Type.Optional(Type.String()),
  /** existing: the dog in the database. */
  petId: Type.Optional(Type.Integer()),
});
export type ImportProblem = Static<typeof ImportProblem>;

/**
 * What the importer chose for each kind of problem:
 *  - `skip`: the rows of the dogs involved are not imported (their offspring lose the link to them);
 *  - `drop-link`: the bad parent links are left unknown (parent problems);
 *  - `fix`: unknown values take the dictionary entries named in `fixes` (an unknown value without a fix is left empty);
 *  - `merge` for the same dog on several rows;
 *  - `update` / `skip` for dogs already in the database; `first` for conflicts keeps the first row's value.
 */
export const ImportResolution = Type.Union([Type.Literal('merge'), Type.Literal('skip'), Type.Literal('drop-link'), Type.Literal('fix'), Type.Literal('update'), Type.Literal('first')]);
export type ImportResolution = Static<typeof ImportResolution>;

export const ImportResolutions = Type.Object(
  {
    choices: Type.Record(Type.String(), ImportResolution),
    /** field → value as in the file → dictionary id (`color` → `BLACK/WHITE` → `black-white`). */
    fixes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String({ maxLength: 80 })))),
  },
  { additionalProperties: false },
);
export type ImportResolutions = Static<typeof ImportResolutions>;

/** Which choices a kind of problem accepts, the first one the default. */
export const IMPORT_CHOICES: Record<ImportProblemKind, readonly ImportResolution[]> = {
  duplicate: ['merge', 'skip'],
  conflict: ['first', 'skip'],
  existing: ['update', 'skip'],
  'same-parent': ['drop-link', 'skip'],
  'both-roles': ['drop-link', 'skip'],
  loop: ['drop-link', 'skip'],
  'parent-sex': ['drop-link', 'skip'],
  'birth-order': ['drop-link', 'skip'],
  'unknown-value': ['fix', 'skip'],
  'no-name': ['skip'],
};

export const ImportSummary = Type.Object({
  rows: Type.Integer(),
  /** Dogs after merging rows of the same dog. */
  dogs: Type.Integer(),
  /** Of them, already in the database. */
  existing: Type.Integer(),
  /** Parents named only by a registration found neither in the file nor in the database. */
  placeholders: Type.Integer(),
  healthResults: Type.Integer(),
});
export type ImportSummary = Static<typeof ImportSummary>;
