/**
 * `pnpm dev`: the API in watch mode, the shell's and every remote's rsbuild dev server (hot reload).
 * The shell reads public/remotes.json, which points at the remotes' dev servers on 3001–3006.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@bc/shared/federation';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const children: ChildProcess[] = [];

function run(name: string, cwd: string, args: string[]): void {
  const child = spawn('pnpm', args, { cwd: resolve(ROOT, cwd), stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const forward = (chunk: Buffer) =>
    process.stdout.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => prefix + line)
        .join('\n') + '\n',
    );
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

run('api', 'api', ['dev']);
for (const remote of Object.values(REMOTES)) run(remote.dir, remote.dir, ['dev']);
run('shell', 'shell', ['dev']);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
