import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction, ModerationLitter } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { LittersQueueView } from './litters-queue-view';

afterEach(() => vi.unstubAllGlobals());

const litter = (id: number, overrides: Partial<ModerationLitter> = {}): ModerationLitter => ({
  id, dam: { id: 100 + id, registeredName: `Dam ${id}` }, sire: { id: 200 + id, registeredName: `Sire ${id}` }, publishStatus: 'published', hiddenReason: null,
  coi: 0.03125, listedUntil: null, createdBy: { id: 7, nickname: 'breeder7' }, createdAt: '2026-03-09T10:00:00.000Z', updatedAt: '2026-03-10T10:00:00.000Z',
  flags: [], birthDate: '2026-03-08', puppies: 6, alive: 5, available: 2, breeder: null, breederName: 'Of Heather Hill', photo: null, matingId: null, ...overrides,
});
const entry = (recordId: number, after: Record<string, unknown>, action: ModerationAction['action']): ModerationAction => ({
  id: 9, action, recordKind: 'litter', recordId, recordName: null, moderator: null, reason: 'spam', note: null, before: {}, after,
  undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T11:00:00.000Z',
});
const rows = () => screen.getAllByTestId('queue-litter');
const row = (id: number) => rows().find((element) => element.getAttribute('data-litter') === String(id))!;
const shown = (...ids: number[]) => waitFor(() => expect(rows().map((element) => Number(element.getAttribute('data-litter')))).toEqual(ids));
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

describe('the litters queue', () => {
  it('shows each litter: photo, pair, birth, breeder, puppies born, alive and available, COI and flags; filters from the URL', async () => {
    const api = mockApi({
      'GET /api/moderation/litters': {
        body: {
          items: [
            litter(1, { photo: '/uploads/l1.webp', breeder: { id: 8, nickname: 'kennel8' }, breederName: null, matingId: 31, flags: ['carrier-carrier'] }),
            litter(2, { publishStatus: 'hidden', hiddenReason: 'Offensive or inappropriate content', birthDate: null, available: 0 }),
          ],
          total: 2, page: 1, limit: 20,
        },
      },
    });
    await renderPage(<LittersQueueView />, { url: '/de/moder/litters?flag=carrier-carrier&status=published&matingStatus=mated', messages: messages('de') });
    await shown(1, 2);
    // The litters' query has no mating status.
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ flag: 'carrier-carrier', status: 'published', page: '1', limit: '20' });

    const first = row(1);
    expect(first.querySelector('img')?.getAttribute('src')).toContain('/uploads/l1');
    expect(within(first).getByTestId('litter-facts').textContent).toBe('Geboren am 08.03.2026 · Züchter: kennel8 · Welpen geboren: 6, lebend: 5 · Jetzt verfügbar: 2');
    expect(within(first).getByTestId('breeding-coi').textContent?.replace(/\u00a0/g, ' ')).toBe('COI der Welpen: 3,13 %'); // Intl's no-break space before %
    expect(within(first).getByTestId('breeding-flags').textContent).toBe('Träger × Träger');
    expect(within(first).getByTestId('litter-open').getAttribute('href')).toBe('/de/m/31');

    const second = row(2);
    expect(within(second).getByTestId('litter-facts').textContent).toBe('Wurfdatum nicht eingetragen · Züchter: Of Heather Hill · Welpen geboren: 6, lebend: 5 · Jetzt verfügbar: 0');
    // Without a mating the litter is listed on its dam's page.
    expect(within(second).getByTestId('litter-open').getAttribute('href')).toBe('/de/pets/102');
    expect(within(second).getByTestId('queue-hidden-reason').textContent).toContain('Offensive or inappropriate content');
  });

  it('hides a litter with a reason, publishes a hidden one again (a), and o opens it', async () => {
    const api = mockApi({
      'GET /api/moderation/litters': { body: { items: [litter(11, { matingId: 41 }), litter(12, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' })], total: 2, page: 1, limit: 20 } },
      'POST /api/moderation/litters/11/hide': { body: entry(11, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }, 'hide-litter') },
      'POST /api/moderation/litters/12/publish': { body: entry(12, { publishStatus: 'published', hiddenReason: null }, 'publish-litter') },
    });
    await renderPage(<><LittersQueueView /><Where /></>, { url: '/en/moder/litters', path: '/*', messages: messages('en') });
    await shown(11, 12);
    fireEvent.click(within(row(11)).getByTestId('litter-hide'));
    const form = await screen.findByTestId('hide-form');
    fireEvent.click(within(form).getByTestId('hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam or advertising', hidden: true }));
    fireEvent.click(within(form).getByTestId('hide-submit'));
    await waitFor(() => expect(within(row(11)).queryByTestId('litter-publish')).toBeTruthy());
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/litters/11/hide', body: { reason: 'spam' } });

    press('j');
    press('j');
    press('a');
    await waitFor(() => expect(within(row(12)).queryByTestId('litter-hide')).toBeTruthy());
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/litters/12/publish', body: {} });
    press('k');
    press('o');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/m/41'));
  });
});
