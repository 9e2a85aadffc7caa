import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { petSummary } from '../../testing/fixtures';
import { localeMessages } from '../../testing/locales';
import { renderPage } from '../../testing/render';
import { PetDetailsProvider } from '../lib/use-pet-details';
import { PetCard } from './pet-card';
import { PetRow } from './pet-row';
import { StatusBadge } from './status-badge';

describe('the pet module', () => {
  it('draws a row: photo placeholder, name linking to the pet, details, breeder and owner', async () => {
    await renderPage(
      <PetDetailsProvider>
        <ul>
          <PetRow pet={petSummary(3, { callName: 'Gale' })} actions={<button>publish</button>} />
        </ul>
      </PetDetailsProvider>,
      { url: '/en/pets', messages: localeMessages('en') },
    );
    const row = screen.getByTestId('pet-row');
    expect(row.dataset.petId).toBe('3');
    expect(within(row).getByRole('link', { name: 'Dog 3' }).getAttribute('href')).toBe('/en/pets/3');
    expect(within(row).getByText('“Gale”')).toBeTruthy();
    expect(within(row).getByText('Male · May 1, 2020 · LV')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Northern Lights (@anna)' }).getAttribute('href')).toBe('/en/u/anna');
    expect(row.textContent).toContain('Owner: John Smith');
    expect(within(row).getByRole('button', { name: 'publish' })).toBeTruthy();
  });

  it('draws a card with the photo and the status of an unpublished pet, in the page’s language', async () => {
    await renderPage(
      <PetDetailsProvider>
        <ul>
          <PetCard pet={petSummary(4, { publishStatus: 'draft', mainPhoto: '/photos/4.webp' })} />
        </ul>
      </PetDetailsProvider>,
      { url: '/ru/pets', messages: localeMessages('ru') },
    );
    const card = screen.getByTestId('pet-card');
    expect(within(card).getByRole('img').getAttribute('alt')).toBe('Фотография: Dog 4');
    expect(within(card).getByTestId('status-draft').textContent).toBe('Черновик');
    expect(within(card).getByRole('link', { name: 'Dog 4' }).getAttribute('href')).toBe('/pets/4');
  });

  it('shows "published" only when asked', async () => {
    await renderPage(
      <>
        <StatusBadge status="published" />
        <StatusBadge status="hidden" />
        <StatusBadge status="published" showPublished />
      </>,
      { url: '/en', messages: localeMessages('en') },
    );
    expect(screen.getAllByTestId(/^status-/).map((badge) => badge.textContent)).toEqual(['Hidden', 'Published']);
  });
});
