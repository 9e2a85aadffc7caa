export * from './profile';
export * from './pets';
