/**
 * The import engine: a club's spreadsheet read, mapped, matched to the dictionaries and audited, every problem at once,
 * then planned by the importer's choices. Pure: no HTTP or SQL (the database's pets come in as an index).
 */
export { readTable, TableError, MAX_IMPORT_ROWS, type Table } from './read-table';
export { parseImportDate, parseSex } from './values';
export { DictionaryMatcher, importMatchers, matchKey, type ImportDictionaries, type NamedEntry } from './dictionary-match';
export { readRows, registrationKey, nameKey, type ImportRow, type ImportFixes } from './rows';
export { analyseImport, emptyIndex, type ExistingIndex, type ExistingPet, type ImportAnalysis, type ImportDog, type ParentRef } from './analysis';
export { planImport, choiceFor, type ImportPlan, type PlannedDog } from './plan';
export { guessMapping } from './mapping';
export { previewOf, lookupKeys } from './preview';
export { writePlan, type WriteDog, type WriteParent } from './write-plan';
