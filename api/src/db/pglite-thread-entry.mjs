// The PGlite thread's entry: TypeScript loaded through tsx (as the API itself runs), whatever started the process.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
