import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REMOTES, type RemoteName } from '@bc/shared/federation';
import { startShellServer } from '../../shell/server/serve-shell';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';
import { api } from '../src/api';

/**
 * Each remote on its own, as its team runs it: the remote's own production build (its index.html boots
 * `renderStandalone`, with the shell's providers but none of the shell's code) on a server of its own, with /api
 * proxied to the test API. Every remote must render its pages without the shell.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const base = (Number(process.env.E2E_PORT_BASE) || 4000) + 50;
const servers = new Map<RemoteName, { server: Server; url: string }>();

afterAll(async () => {
  await closeBrowser();
  await Promise.all([...servers.values()].map(({ server }) => new Promise((done) => server.close(done))));
});

beforeAll(async () => {
  const names = Object.keys(REMOTES) as RemoteName[];
  for (const [index, name] of names.entries()) {
    const port = base + index;
    const server = await startShellServer({
      port,
      dist: resolve(ROOT, REMOTES[name].dir, 'dist'),
      // the others, for a remote that loads one of them (the possible-mating page uses mfe-pedigree's view)
      remotes: inject('remoteUrls'),
      apiUrl: inject('apiUrl'),
    });
    servers.set(name, { server, url: `http://localhost:${port}` });
  }
});

/** Opens a path of one remote's standalone site and returns the page, failing on any page error. */
async function open(name: RemoteName, path: string) {
  const context = await newContext({ baseURL: servers.get(name)!.url });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

const heading = (page: Awaited<ReturnType<typeof open>>['page'], name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe('every remote runs on its own', () => {
  it('mfe-pets: the search list with the API’s pets, in English and in Russian', async () => {
    const { items } = await api<{ items: { registeredName: string }[] }>('/api/pets?sort=name&limit=20');
    for (const [locale, prefix] of [
      ['en', '/en'],
      ['ru', ''],
    ] as const) {
      const { context, page, errors } = await open('mfe_pets', `${prefix}/pets?sort=name`);
      await heading(page, text('common', locale, 'routes.pets'));
      await page.getByText(items[0].registeredName, { exact: true }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('mfe-pedigree: a pet’s pedigree tab draws its tree', async () => {
    // Other specs add pets without parents first: take the newest one whose grandparents are known.
    const { items } = await api<{ items: { id: number }[] }>('/api/pets?sort=newest&limit=30');
    let id: number | undefined;
    for (const item of items) {
      const tree = await api<{ slots: number[] }>(`/api/pets/tree/${item.id}/3`);
      if (tree.slots.filter((id) => id > 0).length > 4) {
        id = item.id;
        break;
      }
    }
    expect(id, 'a pet with known grandparents among the newest 30').toBeDefined();
    const { context, page, errors } = await open('mfe_pedigree', `/en/pets/${id}/pedigree`);
    await page.locator('[data-testid="tree-viewport"]:not([aria-busy]) [data-slot="0"]').waitFor();
    expect(await page.locator('[data-testid="tree-viewport"] [data-kind="pet"]').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mfe-account: a member’s public profile', async () => {
    const { context, page, errors } = await open('mfe_account', '/en/u/premium-breeder');
    await heading(page, 'Olga Premium');
    await page.getByTestId('profile').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // pages of the remaining remotes, each by its heading
  it.each([
    ['mfe_matings', '/en/possible-mating', 'routes.possible-mating'],
    ['mfe_payments', '/en/premium', 'routes.premium'],
    ['mfe_moderation', '/en/moder', 'routes.moder'],
  ] as const)('%s: %s', async (name, path, title) => {
    const { context, page, errors } = await open(name, path);
    await heading(page, text('common', 'en', title));
    expect(errors).toEqual([]);
    await context.close();
  });
});

