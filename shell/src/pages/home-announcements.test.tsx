import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementItem } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import shell from '../../locales/en.json';
import { HomeAnnouncements } from './home-announcements';

afterEach(() => vi.unstubAllGlobals());

const dog = (id: number, registeredName: string, sex: 'male' | 'female') => ({
  id, registeredName, callName: null, kennelPrefix: null, sex, birthDate: '2021-04-01', birthPrecision: 'day' as const, deathDate: null,
  colorId: null, mainPhoto: null, publishStatus: 'published' as const, titles: null, countryOfResidence: 'GB',
});
const LITTER: AnnouncementItem = {
  kind: 'litter', matingId: 12, litterId: 4, status: 'whelped', studAnswer: 'not-needed', publishStatus: 'published', country: 'GB',
  breedId: 'border-collie', date: '2026-10-01', expectedWhelping: null, coi: 0.0312, announcement: 'Three puppies available', expired: false,
  dam: dog(31, 'Heatherbank Mist', 'female'), sire: dog(32, 'Fellside Rock', 'male'), owner: { userId: 7, nickname: 'heatherbank', name: 'Heatherbank' },
  counts: { malesBorn: 3, femalesBorn: 2, malesAlive: 3, femalesAlive: 2, available: 3 }, photo: null,
};
const page = (items: AnnouncementItem[]) => ({ body: { items, total: items.length, page: 1, limit: 3 } });
const render = () => renderPage(<HomeAnnouncements />, { url: '/en', messages: { common, shell } });

describe('the home page’s latest announcements', () => {
  it('shows the newest litters with puppies available and matings, linked to their pages', async () => {
    const api = mockApi({ 'GET /api/matings/litter': page([LITTER]), 'GET /api/matings/mating': page([]) });
    await render();
    const litter = within(await screen.findByTestId('home-litters')).getByTestId('announcement');
    expect(within(litter).getByRole('link', { name: 'Heatherbank Mist' }).getAttribute('href')).toBe('/en/pets/31');
    expect(within(litter).getByTestId('announcement-available').textContent).toBe('Puppies available: 3');
    expect(within(litter).getByRole('link', { name: 'Heatherbank' }).getAttribute('href')).toBe('/en/u/heatherbank');
    expect(within(litter).getByText('Puppies’ COI: 3.12%')).toBeTruthy();
    expect(within(litter).getByTestId('announcement-link').getAttribute('href')).toBe('/en/m/12');
    expect(within(screen.getByTestId('home-matings')).getByText('No mating is announced at the moment.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/matings/litter')?.query.get('limit')).toBe('3');
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    let failing = true;
    mockApi({
      'GET /api/matings/litter': () => (failing ? { status: 500, body: { statusCode: 500, message: 'x' } } : page([LITTER])),
      'GET /api/matings/mating': page([]),
    });
    await render();
    const error = await screen.findByTestId('home-announcements-load-error');
    failing = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('announcement')).toBeTruthy();
  });
});
