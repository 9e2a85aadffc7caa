// @vitest-environment node
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, type Supervisor } from './supervisor';

const ROOT = resolve(import.meta.dirname, '../..');
const CHILD = resolve(import.meta.dirname, 'testing/child-server.ts');

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('supervisor', () => {
  let supervisor: Supervisor | undefined;
  afterEach(async () => {
    await supervisor?.stop();
  });

  it('starts a child that died again and logs it; a child stopped on purpose stays down', async () => {
    const lines: string[] = [];
    supervisor = createSupervisor([{ name: 'one', module: CHILD, cwd: ROOT }, { name: 'two', module: CHILD, cwd: ROOT }], (line) => lines.push(line));
    await Promise.all([supervisor.start('one'), supervisor.start('two')]);
    const first = supervisor.process('one')!.pid;
    const other = supervisor.process('two')!.pid;

    process.kill(first!, 'SIGKILL');
    await until(() => lines.some((line) => line.includes('one is serving again')));
    expect(lines[0]).toMatch(/one exited unexpectedly \(SIGKILL\); restarting/);
    expect(supervisor.process('one')!.pid).not.toBe(first);
    expect(supervisor.process('two')!.pid).toBe(other);

    await supervisor.stopChild('two');
    expect(alive(other)).toBe(false);
    await new Promise((done) => setTimeout(done, 600));
    expect(supervisor.process('two')).toBeUndefined();
    await supervisor.start('two');
    expect(alive(supervisor.process('two')!.pid)).toBe(true);
  }, 30_000);

  it('stop() ends every child', async () => {
    supervisor = createSupervisor([{ name: 'one', module: CHILD, cwd: ROOT }], () => undefined);
    await supervisor.start('one');
    const pid = supervisor.process('one')!.pid;
    await supervisor.stop();
    expect(alive(pid)).toBe(false);
  }, 30_000);

  it('leaves no orphan when the supervisor itself is killed with SIGKILL', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'testing/supervise-one.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => /child \d+/.test(output), 20_000);
    const child = Number(/child (\d+)/.exec(output)![1]);
    expect(alive(child)).toBe(true);
    parent.kill('SIGKILL');
    await until(() => !alive(child), 10_000);
  }, 30_000);
});
