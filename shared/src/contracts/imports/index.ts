/** Import contracts: a breed club's spreadsheet in (upload, preview with every problem, the job, undo). */
export * from './endpoints';
export * from './preview';
export * from './jobs';
