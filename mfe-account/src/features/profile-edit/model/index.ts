export * from './editor';
export * from './profile-form';
export * from './avatar';
export * from './nickname';
export * from './password';
export * from './delete';
