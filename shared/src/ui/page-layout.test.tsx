import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $shownPageTitle } from '../bus/events';
import { renderPage } from '../testing/render';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('tells the shell a title of its own (a pet’s name), with the path it is shown at', async () => {
    await renderPage(<PageLayout route="pets-id" params={{ id: 5 }} title="Amber Breeze" />, { url: '/en/pets/5', path: '/pets/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Amber Breeze' });
    await waitFor(() => expect($shownPageTitle.getState()).toEqual({ path: '/en/pets/5', title: 'Amber Breeze' }));
  });

  it('says nothing when the heading is the route’s own title', async () => {
    await renderPage(<PageLayout route="pets" />, { url: '/en/pets' });
    await screen.findByRole('heading', { level: 1 });
    expect($shownPageTitle.getState()?.path).not.toBe('/en/pets');
  });
});
