export * from './frame';
export * from './overview';
export { shownPet } from './prefetched';
