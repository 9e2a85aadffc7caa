import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routesOf, type RouteNameOf } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import moderation from '../../locales/en.json';
import remote from './pages';

const SECTIONS = routesOf('mfe_moderation').filter((route) => route.name !== 'moder' && route.name !== 'moder-import' && route.name !== 'u-import');
const pageOf = (name: string) => remote.pages[name as RouteNameOf<'mfe_moderation'>];

describe('moderation pages', () => {
  it('has a page for every moderation route of the route table', () => {
    expect(Object.keys(remote.pages).sort()).toEqual(routesOf('mfe_moderation').map((route) => route.name).sort());
    expect(SECTIONS).toHaveLength(9);
  });

  it.each(SECTIONS.map((route) => [route.name]))('%s shows its own heading and description, whatever the address', async (name) => {
    const { default: Page } = await pageOf(name)();
    // an address that names another section: the page still knows its route
    await renderPage(<Page />, { url: '/en/moder/somewhere-else', messages: { moderation, common } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe((common.routes as Record<string, string>)[name]);
    expect(screen.getByText((common.descriptions as Record<string, string>)[name])).toBeTruthy();
    expect(screen.getByRole('link', { name: common.routes.moder }).getAttribute('href')).toBe('/en/moder');
  });

  it('loads the same component for a section every time', async () => {
    const [first, second] = await Promise.all([remote.pages['moder-users'](), remote.pages['moder-users']()]);
    expect(first.default).toBe(second.default);
  });
});
