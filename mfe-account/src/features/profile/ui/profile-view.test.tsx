import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, sessionChanged } from '@bc/shared';
import type { AnnouncementItem } from '@bc/shared/contracts';
import { renderPage, apiError, mockApi } from '@bc/shared/testing';
import { currentUser, pet, publicProfile } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { ProfileView } from './profile-view';

/** A litter of Anna's with puppies available (`GET /api/matings/user/7/litter`). */
const LITTER: AnnouncementItem = {
  kind: 'litter', matingId: 12, litterId: 4, status: 'whelped', studAnswer: 'not-needed', publishStatus: 'published', country: 'LV',
  breedId: 'border-collie', date: '2026-10-01', expectedWhelping: null, coi: 0.0312, announcement: 'Three puppies available', expired: false,
  dam: { id: 31, registeredName: 'Northern Lights Aurora', callName: null, kennelPrefix: 'Northern Lights', sex: 'female', birthDate: '2021-04-01', birthPrecision: 'day', deathDate: null, colorId: null, mainPhoto: null, publishStatus: 'published', titles: null, countryOfResidence: 'LV' },
  sire: null, owner: { userId: 7, nickname: 'anna', name: 'Northern Lights' },
  counts: { malesBorn: 3, femalesBorn: 2, malesAlive: 3, femalesAlive: 2, available: 3 }, photo: null,
};

function render(nickname: string) {
  return renderPage(<ProfileView nickname={nickname} />, { url: `/en/u/${nickname}`, path: '/u/:nickname', messages: messages('en') });
}

const page = (items: ReturnType<typeof pet>[], total = items.length, pageNo = 1) => ({
  body: { items, total, page: pageNo, limit: 12 },
});

beforeEach(() => sessionChanged(null));
afterEach(() => vi.unstubAllGlobals());

describe('public profile', () => {
  it('says the member was not found on a 404, with a way home', async () => {
    mockApi({ 'GET /api/user/nickname/ghost/show': apiError(404, 'User not found') });
    await render('ghost');

    const notFound = await screen.findByTestId('profile-not-found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Member not found');
    expect(notFound.textContent).toContain('“ghost”');
    expect(within(notFound).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('shows the premium badge while the member has premium, and not otherwise (issue 14)', async () => {
    const lists = {
      'GET /api/user/pets/breeder/7': page([]),
      'GET /api/user/pets/owner/7': page([]),
      'GET /api/matings/user/7/litter': { body: { items: [], total: 0, page: 1, limit: 6 } },
      'GET /api/matings/user/7/mating': { body: { items: [], total: 0, page: 1, limit: 6 } },
      'GET /api/matings/user/7/planned': { body: { items: [], total: 0, page: 1, limit: 6 } },
    };
    mockApi({ 'GET /api/user/nickname/anna/show': { body: publicProfile({ isPremium: true }) }, ...lists });
    const premium = await render('anna');
    await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
    expect(screen.getByText('Premium')).toBeTruthy();
    premium.unmount();

    mockApi({ 'GET /api/user/nickname/anna/show': { body: publicProfile({ isPremium: false }) }, ...lists });
    await render('anna');
    await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
    expect(screen.queryByText('Premium')).toBeNull();
  });

  it('shows the member, their contacts and the pets they bred and own', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/show': { body: publicProfile() },
      'GET /api/user/pets/breeder/7': page([pet(1), pet(2)]),
      'GET /api/user/pets/owner/7': page([]),
      'GET /api/matings/user/7/litter': { body: { items: [LITTER], total: 1, page: 1, limit: 6 } },
      'GET /api/matings/user/7/mating': { body: { items: [], total: 0, page: 1, limit: 6 } },
      'GET /api/matings/user/7/planned': { body: { items: [], total: 0, page: 1, limit: 6 } },
    });
    await render('anna');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeTruthy();
    expect(screen.getByTestId('profile-kennel').textContent).toContain('Northern Lights');
    expect(screen.getByRole('link', { name: '+371 21 234 567' }).getAttribute('href')).toBe('tel:+37121234567');
    const bred = await screen.findByRole('link', { name: 'Dog 1 of Northern Lights' });
    expect(bred.getAttribute('href')).toBe('/en/pets/1');
    expect(await screen.findByText('No dogs owned by this member have been published yet.')).toBeTruthy();
    // Their public litters and matings, as compact lists.
    const litter = await screen.findByTestId('announcement');
    expect(within(litter).getByRole('link', { name: 'Northern Lights Aurora' }).getAttribute('href')).toBe('/en/pets/31');
    expect(within(litter).getByTestId('announcement-available').textContent).toBe('Puppies available: 3');
    expect(within(litter).getByTestId('announcement-link').getAttribute('href')).toBe('/en/m/12');
    expect(await screen.findByText('No mating of this member is announced at the moment.')).toBeTruthy();
    expect(screen.getByText('No planned mating is announced at the moment.')).toBeTruthy();
    const breederCall = api.calls.find((call) => call.path === '/api/user/pets/breeder/7');
    expect(breederCall?.query.get('page')).toBe('1');
  });

  it('pages through a long list', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/show': { body: publicProfile() },
      'GET /api/user/pets/breeder/7': (request) =>
        request.query.get('page') === '2' ? page([pet(13)], 13, 2) : page(Array.from({ length: 12 }, (_, i) => pet(i + 1)), 13),
      'GET /api/user/pets/owner/7': page([]),
    });
    await render('anna');

    await screen.findByRole('link', { name: 'Dog 12 of Northern Lights' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Dog 13 of Northern Lights' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/user/pets/breeder/7').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('offers the owner an edit link and visitors the "this is my kennel" request', async () => {
    mockApi({
      'GET /api/user/nickname/anna/show': { body: publicProfile() },
      'GET /api/user/pets/breeder/7': page([]),
      'GET /api/user/pets/owner/7': page([]),
    });
    const requests: unknown[] = [];
    const watcher = modalRequested.watch((request) => requests.push(request));
    await render('anna');

    fireEvent.click(await screen.findByTestId('profile-claim'));
    expect(requests).toEqual([{ name: 'account-request', props: { userId: 7, nickname: 'anna' } }]);
    expect(screen.queryByTestId('profile-edit')).toBeNull();

    sessionChanged(currentUser());
    await waitFor(() => expect(screen.getByTestId('profile-edit').getAttribute('href')).toBe('/en/u/edit'));
    expect(screen.queryByTestId('profile-claim')).toBeNull();
    watcher.unsubscribe();
  });

  it('sends a moderator to the member edit page', async () => {
    mockApi({
      'GET /api/user/nickname/anna/show': { body: publicProfile() },
      'GET /api/user/pets/breeder/7': page([]),
      'GET /api/user/pets/owner/7': page([]),
    });
    sessionChanged(currentUser({ id: 1, nickname: 'moder', isModerator: true }));
    await render('anna');

    expect((await screen.findByTestId('profile-edit')).getAttribute('href')).toBe('/en/u/edit/anna');
  });
});
