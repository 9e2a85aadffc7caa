import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementItem, AnnouncementPage } from '@bc/shared/contracts';
import { mockApi } from '@bc/shared/testing';
import PossibleMatingPage from '../../../pages/possible-mating-page';
import { renderMatingsPage } from '../../../testing/page';

afterEach(() => vi.unstubAllGlobals());

const dog = (id: number, registeredName: string, sex: 'male' | 'female') => ({ id, registeredName, callName: null, sex, thumbnail: null }) as unknown as AnnouncementItem['dam'];

function item(kind: AnnouncementItem['kind'], id: number, changes: Partial<AnnouncementItem> = {}): AnnouncementItem {
  return {
    kind, matingId: id, litterId: kind === 'litter' ? id + 1000 : null, dam: dog(id * 2, `Dam ${id}`, 'female'), sire: dog(id * 2 + 1, `Sire ${id}`, 'male'),
    owner: null, status: kind === 'planned' ? 'planned' : kind === 'litter' ? 'whelped' : 'mated', studAnswer: 'not-needed', publishStatus: 'published',
    country: 'LV', breedId: 'border-collie', date: '2026-10-01', expectedWhelping: '2026-12-03', coi: 0.031, announcement: `Announcement ${id}`,
    counts: kind === 'litter' ? { malesBorn: 3, femalesBorn: 2, malesAlive: 3, femalesAlive: 2, available: 2 } : null, photo: null, expired: false,
    ...changes,
  };
}
const page = (items: AnnouncementItem[], total = items.length, n = 1): { body: AnnouncementPage } => ({ body: { items, total, page: n, limit: 20 } });

describe('the public announcements (/possible-mating?mode=lists)', () => {
  it('shows the litters with puppies first, then the kind and the page the reader chooses', async () => {
    const api = mockApi({
      'GET /api/matings/litter': (request) =>
        request.query.get('page') === '2'
          ? page([item('litter', 21)], 21, 2)
          : page([1, 2, 3].map((n) => item('litter', n, n === 1 ? { photo: '/api/files/images/CCCCCCCCCCCCCCCCCCCCCC/1280.webp' } : {})), 21),
      'GET /api/matings/planned': page([item('planned', 40)]),
    });
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/en/possible-mating?mode=lists');
    expect(await screen.findAllByTestId('announcement', {}, { timeout: 5000 })).toHaveLength(3);
    expect(screen.getByTestId('announcement-results-count').textContent).toContain('21');
    expect(screen.getAllByTestId('announcement-available')[0].textContent).toBe('Puppies available: 2');
    expect(api.calls[0].query.get('limit')).toBe('20');
    // A litter's main photo beside it, at the small size; none for the litters without photos.
    const photos = screen.getAllByTestId('announcement-photo');
    expect(photos).toHaveLength(1);
    expect(photos[0].querySelector('img')?.getAttribute('src')).toBe('/api/files/images/CCCCCCCCCCCCCCCCCCCCCC/160.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByText('Announcement 21')).toBeTruthy();

    fireEvent.click(screen.getByText('Planned matings'));
    await waitFor(() => expect(screen.getByTestId('announcement').getAttribute('data-kind')).toBe('planned'), { timeout: 5000 });
    const planned = api.calls.find((call) => call.path === '/api/matings/planned')!;
    expect(planned.query.get('page')).toBe('1');
  });

  it('says when a list is empty', async () => {
    mockApi({ 'GET /api/matings/mating': page([]) });
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/en/possible-mating?mode=lists&kind=mating');
    expect((await screen.findByTestId('announcements-empty', {}, { timeout: 5000 })).textContent).toBe('No mating is announced at the moment.');
  });
});
