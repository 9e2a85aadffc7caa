import { MantineProvider } from '@bc/shared/mantine';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { $pageLoading, theme } from '@bc/shared';
import { FirstPageLoading, NavigationState } from './navigation-state';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<null>((done) => {
    resolve = () => done(null);
  });
  return { promise, resolve };
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

describe('the page-loading state', () => {
  it('is on while the first page (its loaders and a remote’s code) loads, off after, and on again for each navigation', async () => {
    const first = deferred();
    const next = deferred();
    // The shell's shape: the root's fallback covers the first load; the layout drives later navigations.
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: FirstPageLoading,
          element: (
            <>
              <NavigationState />
              <Outlet />
            </>
          ),
          children: [
            { index: true, loader: () => first.promise, element: <h1>Home</h1> },
            { path: 'pets', loader: () => next.promise, element: <h1>Pets</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(screen.getByTestId('page-loader')).toBeTruthy();
    expect($pageLoading.getState()).toBe(true);

    await act(async () => first.resolve());
    await screen.findByRole('heading', { name: 'Home' });
    expect($pageLoading.getState()).toBe(false);
    expect(screen.queryByTestId('page-loader')).toBeNull();

    await act(async () => void router.navigate('/pets'));
    expect($pageLoading.getState()).toBe(true);
    await act(async () => next.resolve());
    await screen.findByRole('heading', { name: 'Pets' });
    expect($pageLoading.getState()).toBe(false);
  });
});
