import type { AddDnaTestBody, IndexSearchField, SearchField, Sex } from '@bc/shared/contracts';
import { conflict } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { visibilityFor } from '../pets/access';
import type { DataAccess } from '../data';
import { createDictionaryAnswers, type DictionaryName } from './answers';
import { GENOTYPE_OPTIONS } from './content/health';
import { createDictionaryLookups } from './lookups';

/** The dictionaries: public lists (kept encoded), the lookups pets are validated against, autocomplete, DNA tests. */
export function createDictionariesService(data: DataAccess) {
  const answers = createDictionaryAnswers(data.dictionaries);
  const lookups = createDictionaryLookups(data.dictionaries);
  /** Forgets what is kept of a dictionary (all of them without a name), after it changed. */
  const invalidate = (name?: DictionaryName) => {
    answers.invalidate(name);
    lookups.invalidate();
  };
  return {
    /** A public dictionary `{ items }`, encoded once in each form a client may ask for. */
    answer: (name: DictionaryName) => answers.get(name),
    /** What pets are validated against (health sets, DNA tests, breeds, colours). */
    lookups: () => lookups.get(),
    invalidate,

    /** Distinct values of a field of published pets that contain `query`. */
    values: (field: SearchField, query: string, limit: number) => data.dictionarySearch.values(field, query, limit),
    /** Pets (names) or members (people) matching `query`, with ids; drafts only the viewer's own. */
    index: (field: IndexSearchField, query: string, limit: number, viewer: Viewer | null) =>
      data.dictionarySearch.index(field, query, limit, visibilityFor(viewer)),
    /** Registered names for the parent pickers. */
    fullNames: (query: string, limit: number, sex: Sex | undefined, viewer: Viewer | null) =>
      data.dictionarySearch.fullNames(query, limit, sex, visibilityFor(viewer)),

    /** Moderators add a DNA test (results N/N, N/M, M/M); the health dictionary and pet validation see it at once. */
    async addDnaTest({ id, name, genes = [] }: AddDnaTestBody) {
      const trimmed = Object.fromEntries(Object.entries(name).map(([locale, text]) => [locale, text.trim()])) as typeof name;
      if (!(await data.dictionaries.insertDnaTest({ id, name: trimmed, genes, options: GENOTYPE_OPTIONS }))) {
        throw conflict(`A DNA test with the code "${id}" already exists`, 'id');
      }
      invalidate('health');
      return { id, name: trimmed, genes };
    },
  };
}
export type DictionariesService = ReturnType<typeof createDictionariesService>;
