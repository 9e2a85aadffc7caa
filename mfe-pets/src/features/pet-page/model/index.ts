export * from './frame';
export * from './overview';
