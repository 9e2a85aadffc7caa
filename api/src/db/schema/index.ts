export * from './users';
export * from './dictionaries';
export * from './pets';
export * from './health';
export * from './breeding';
export * from './social';
export * from './requests';
export * from './uploads';
