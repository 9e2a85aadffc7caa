import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction, ModerationMating } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { MatingsQueueView } from './matings-queue-view';

afterEach(() => vi.unstubAllGlobals());

const mating = (id: number, overrides: Partial<ModerationMating> = {}): ModerationMating => ({
  id, dam: { id: 100 + id, registeredName: `Dam ${id}` }, sire: { id: 200 + id, registeredName: `Sire ${id}` }, publishStatus: 'published', hiddenReason: null,
  coi: 0.0625, listedUntil: '2026-04-10', createdBy: { id: 7, nickname: 'breeder7' }, createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-03T10:00:00.000Z',
  flags: [], date: '2026-01-05', matingDates: ['2026-01-05', '2026-01-07'], status: 'mated', studAnswer: 'not-needed', ...overrides,
});
const entry = (recordId: number, after: Record<string, unknown>, action: ModerationAction['action'] = 'hide-mating'): ModerationAction => ({
  id: 9, action, recordKind: 'mating', recordId, recordName: null, moderator: null, reason: 'spam', note: null, before: {}, after,
  undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T11:00:00.000Z',
});
const page = (items: ModerationMating[]) => ({ body: { items, total: items.length, page: 1, limit: 20 } });
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const rows = () => screen.getAllByTestId('queue-mating');
const row = (id: number) => rows().find((element) => element.getAttribute('data-mating') === String(id))!;
/** The page's rows are these (the queue's model outlives a test: the last page shows until the new one comes). */
const shown = (...ids: number[]) => waitFor(() => expect(rows().map((element) => Number(element.getAttribute('data-mating')))).toEqual(ids));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('the matings queue', () => {
  it('shows each mating from the API: the pair linked, the recorder, status, dates, COI, flags in words; its filters from the URL', async () => {
    const api = mockApi({
      'GET /api/moderation/matings': page([
        mating(1, { flags: ['coi-high', 'carrier-carrier', 'stud-pending', 'expired'], coi: 0.15, studAnswer: 'awaiting' }),
        mating(2, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising', coi: null, sire: null, matingDates: [], date: null, status: 'planned' }),
      ]),
    });
    await renderPage(<MatingsQueueView />, { url: '/en/moder/matings?status=hidden&matingStatus=mated&flag=coi-high&sort=oldest&matingStatus=bogus', messages: messages('en') });
    await shown(1, 2);
    const query = api.calls[0].query;
    expect(Object.fromEntries(query)).toEqual({ status: 'hidden', matingStatus: 'mated', flag: 'coi-high', sort: 'oldest', page: '1', limit: '20' });

    const first = row(1);
    expect(within(first).getByTestId('breeding-dam').getAttribute('href')).toBe('/en/pets/101');
    expect(within(first).getByTestId('breeding-sire').textContent).toBe('Sire 1');
    expect(within(first).getByTestId('breeding-owner').textContent).toBe('breeder7');
    expect(within(first).getByTestId('mating-status').textContent).toBe('Mated');
    expect(within(first).getByTestId('mating-dates').textContent).toBe('Mating dates: Jan 5, 2026, Jan 7, 2026 · Awaiting the stud owner');
    expect(within(first).getByTestId('breeding-coi').textContent).toBe('Puppies’ COI: 15% · Listed until Apr 10, 2026');
    expect([...within(first).getByTestId('breeding-flags').querySelectorAll('[data-flag]')].map((flag) => flag.textContent)).toEqual([
      'COI above the high threshold', 'Carrier × carrier', 'Stud owner silent for 14 days', 'Listing expired',
    ]);
    expect(within(first).getByTestId('mating-open').getAttribute('href')).toBe('/en/m/1');

    const second = row(2);
    expect(within(second).getByText('sire not recorded')).toBeTruthy();
    expect(within(second).getByTestId('breeding-coi').textContent).toBe('Puppies’ COI: not computed (a parent is missing) · Listed until Apr 10, 2026');
    expect(within(second).getByTestId('queue-hidden-reason').textContent).toBe('Reason: Spam or advertising');
    expect(within(second).getByTestId('mating-publish')).toBeTruthy();
    expect(within(second).queryByTestId('mating-hide')).toBeNull();
  });

  it('writes the filters to the URL; /moder/all-matings asks for every mating', async () => {
    const api = mockApi({ 'GET /api/moderation/matings': page([mating(3)]) });
    await renderPage(<><MatingsQueueView all /><Where /></>, { url: '/ru/moder/all-matings', messages: messages('ru') });
    await shown(3);
    expect(api.calls[0].query.get('all')).toBe('true');
    expect(within(row(3)).getByTestId('mating-status').textContent).toBe('Вязка состоялась');

    fireEvent.click(screen.getByTestId('queue-flag'));
    fireEvent.click(await screen.findByRole('option', { name: 'Носитель × носитель', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ru/moder/all-matings?flag=carrier-carrier'));
    fireEvent.click(screen.getByTestId('queue-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Сначала ждущие дольше всех', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ru/moder/all-matings?flag=carrier-carrier&sort=oldest'));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('sort')).toBe('oldest'));
    expect(api.calls.at(-1)!.query.get('all')).toBe('true');
    expect(api.calls.at(-1)!.query.get('flag')).toBe('carrier-carrier');
  });

  it('hides one with a reason (the body), publishes a hidden one again, and shows a refusal', async () => {
    const api = mockApi({
      'GET /api/moderation/matings': page([mating(11), mating(12, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }), mating(13)]),
      'POST /api/moderation/matings/11/hide': { body: entry(11, { publishStatus: 'hidden', hiddenReason: 'False or unverified data: Wrong dates' }) },
      'POST /api/moderation/matings/12/publish': { body: entry(12, { publishStatus: 'published', hiddenReason: null }, 'publish-mating') },
      'POST /api/moderation/matings/13/hide': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'own', data: { code: 'own_submission' } } },
    });
    await renderPage(<MatingsQueueView />, { url: '/en/moder/matings', messages: messages('en') });
    await shown(11, 12, 13);

    fireEvent.click(within(row(11)).getByTestId('mating-hide'));
    const form = await screen.findByTestId('hide-form');
    expect(form.getAttribute('aria-label')).toBe('Hide Sire 11 × Dam 11');
    fireEvent.click(within(form).getByTestId('hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'False or unverified data', hidden: true }));
    fireEvent.change(within(form).getByTestId('hide-note'), { target: { value: ' Wrong dates ' } });
    fireEvent.click(within(form).getByTestId('hide-submit'));
    await waitFor(() => expect(screen.queryByTestId('hide-form')).toBeNull());
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/moderation/matings/11/hide', body: { reason: 'false-data', note: 'Wrong dates' } });
    await waitFor(() => expect(within(row(11)).getByTestId('queue-hidden-reason').textContent).toBe('Reason: False or unverified data: Wrong dates'));

    fireEvent.click(within(row(12)).getByTestId('mating-publish'));
    await waitFor(() => expect(within(row(12)).queryByTestId('mating-hide')).toBeTruthy());
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/matings/12/publish', body: {} });

    fireEvent.click(within(row(13)).getByTestId('mating-hide'));
    fireEvent.click(within(await screen.findByTestId('hide-form')).getByTestId('hide-submit'));
    expect((await screen.findByTestId('queue-error')).textContent).toBe('A moderator does not decide on their own account, dogs or requests: another moderator will.');
  });

  it('from the keyboard: r hides the current one with the last reason, a publishes a hidden one, o opens the mating page; bulk hide', async () => {
    const api = mockApi({
      'GET /api/moderation/matings': page([mating(21), mating(22), mating(23, { publishStatus: 'hidden', hiddenReason: 'x' }), mating(24), mating(25)]),
      'POST /api/moderation/matings/21/hide': { body: entry(21, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }) },
      'POST /api/moderation/matings/22/hide': { body: entry(22, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }) },
      'POST /api/moderation/matings/23/publish': { body: entry(23, { publishStatus: 'published', hiddenReason: null }, 'publish-mating') },
      'POST /api/moderation/matings/24/hide': { body: entry(24, { publishStatus: 'hidden', hiddenReason: 'Offensive' }) },
      'POST /api/moderation/matings/25/hide': { body: entry(25, { publishStatus: 'hidden', hiddenReason: 'Offensive' }) },
    });
    await renderPage(<><MatingsQueueView /><Where /></>, { url: '/en/moder/matings?sort=changed', path: '/*', messages: messages('en') });
    await shown(21, 22, 23, 24, 25);

    // A hide through the form sets the reason r uses.
    fireEvent.click(within(row(21)).getByTestId('mating-hide'));
    const form = await screen.findByTestId('hide-form');
    fireEvent.click(within(form).getByTestId('hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam or advertising', hidden: true }));
    fireEvent.click(within(form).getByTestId('hide-submit'));
    await waitFor(() => expect(within(row(21)).queryByTestId('mating-publish')).toBeTruthy());
    const reason = 'spam';
    press('j');
    press('j');
    press('r');
    await waitFor(() => expect(within(row(22)).queryByTestId('mating-publish')).toBeTruthy());
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/matings/22/hide', body: { reason } });
    expect(screen.queryByTestId('hide-form')).toBeNull();

    press('j');
    press('a');
    await waitFor(() => expect(within(row(23)).queryByTestId('mating-hide')).toBeTruthy());
    expect(api.calls.at(-1)!.path).toBe('/api/moderation/matings/23/publish');

    // Bulk: x selects, the bar's hide asks one reason for all.
    press('j');
    press('x');
    press('j');
    press('x');
    fireEvent.click(screen.getByTestId('bulk-hide'));
    const bulk = await screen.findByTestId('bulk-hide-form');
    fireEvent.click(within(bulk).getByTestId('bulk-hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Offensive or inappropriate content', hidden: true }));
    fireEvent.click(within(bulk).getByTestId('bulk-hide-submit'));
    await waitFor(() => expect(within(row(25)).queryByTestId('mating-publish')).toBeTruthy());
    expect(api.calls.slice(-2).map((call) => [call.path, (call.body as { reason: string }).reason])).toEqual([
      ['/api/moderation/matings/24/hide', 'offensive'], ['/api/moderation/matings/25/hide', 'offensive'],
    ]);

    press('o');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/m/25'));
  });
});
