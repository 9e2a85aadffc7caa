// A supervisor process with one child, for the test that kills the supervisor itself: prints the child's pid.
import { resolve } from 'node:path';
import { createSupervisor } from '../supervisor';

const supervisor = createSupervisor([{ name: 'child', module: resolve(import.meta.dirname, 'child-server.ts') }], () => undefined);
await supervisor.start('child');
console.info(`child ${supervisor.process('child')?.pid}`);
