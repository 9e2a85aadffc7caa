export * from './model';
export { useDictionaries } from './use-dictionaries';
