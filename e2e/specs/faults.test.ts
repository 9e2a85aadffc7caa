import { describe, expect, inject, it } from 'vitest';
import { rawGet } from '@bc/shared/node/raw-get';

/** The site's servers keep serving through bad requests and through a crash of one of them. */
const shellPort = () => Number(new URL(inject('shellUrl')).port);
const remotePort = (name: string) => Number(new URL(String(inject('remoteUrls')[name as 'mfe_pets'])).port);
const control = (path: string, method = 'POST') => fetch(`${inject('controlUrl')}${path}`, { method }).then((r) => r.json() as Promise<{ pid: number }>);

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('faults', () => {
  it('a malformed address answers 400 from the shell, a remote and the API, and the site keeps serving', async () => {
    for (const path of ['/%', '/pets/%E0%A4%A', '/en/%zz']) {
      expect((await rawGet(shellPort(), path)).status, path).toBe(400);
    }
    expect((await rawGet(remotePort('mfe_pets'), '/%')).status).toBe(400);
    expect((await rawGet(shellPort(), '/api/pets/%')).status).toBe(400);
    expect((await rawGet(shellPort(), '/')).status).toBe(200);
    expect((await rawGet(remotePort('mfe_pets'), '/mf-manifest.json')).status).toBe(200);
  });

  it('a remote server that crashes is started again while the shell and the other remotes keep serving', async () => {
    const { pid } = await control('/servers/mfe_pets/crash');
    expect((await rawGet(shellPort(), '/en')).status).toBe(200);
    expect((await rawGet(remotePort('mfe_pedigree'), '/mf-manifest.json')).status).toBe(200);
    await until(async () => (await rawGet(remotePort('mfe_pets'), '/mf-manifest.json')).status === 200);
    expect((await control('/servers/mfe_pets/pid', 'GET')).pid).not.toBe(pid);
  });

  it('the shell server that crashes is started again; the API and the remotes never stop', async () => {
    const { pid } = await control('/servers/shell/crash');
    expect((await fetch(`${inject('apiUrl')}/api/dictionaries/colors`)).status).toBe(200);
    await until(async () => (await rawGet(shellPort(), '/pets')).status === 200);
    expect((await control('/servers/shell/pid', 'GET')).pid).not.toBe(pid);
  });
});
