import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { AuditLogView } from './audit-log-view';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, overrides: Partial<ModerationAction> = {}): ModerationAction => ({
  id, action: 'hide-mating', recordKind: 'mating', recordId: 40 + id, recordName: `Dam ${id} × Sire ${id}`, moderator: { id: 2, nickname: 'mod2' }, reason: 'spam',
  note: null, before: {}, after: {}, undoes: null, undoneBy: null, undoable: false, createdAt: '2026-06-01T12:00:00.000Z', ...overrides,
});
const page = (items: ModerationAction[], total = items.length) => ({ body: { items, total, page: 1, limit: 20, totalCapped: false } });
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const entries = () => screen.getAllByTestId('log-entry');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('the audit log on the queue scaffold', () => {
  it('reads its filters from the URL, pages, filters a record’s history (and clears it), and has no checkboxes', async () => {
    const api = mockApi({
      'GET /api/moderation/actions': (request) => page(request.query.get('page') === '2' ? [entry(30)] : [entry(1), entry(2, { action: 'ban', recordKind: 'user', recordId: 9, recordName: 'member9' })], 25),
    });
    await renderPage(<><AuditLogView /><Where /></>, { url: '/en/moder?action=hide-mating&recordKind=bogus&recordId=4', messages: messages('en') });
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ action: 'hide-mating', page: '1', limit: '20' });
    expect(screen.queryByTestId('queue-select')).toBeNull();
    expect(screen.queryByTestId('queue-select-page')).toBeNull();
    expect(within(entries()[0]).getByTestId('log-record').getAttribute('href')).toBe('/en/m/41');
    expect(within(entries()[1]).getByTestId('log-record').getAttribute('href')).toBe('/en/moder/users?q=member9');

    fireEvent.click(within(screen.getByTestId('moder-log-pagination')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/moder?action=hide-mating&recordKind=bogus&recordId=4&page=2'));
    await waitFor(() => expect(entries().map((e) => e.closest('li')!.getAttribute('data-entry'))).toEqual(['30']));

    fireEvent.click(within(entries()[0]).getByTestId('log-history'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/moder?action=hide-mating&recordKind=mating&recordId=70'));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('recordId')).toBe('70'));
    expect(api.calls.at(-1)!.query.get('recordKind')).toBe('mating');
    fireEvent.click(screen.getByTestId('log-clear'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/moder?action=hide-mating'));
  });

  it('j/k move, o opens the record; the help lists only what the keys do here; undo asks for a confirmation', async () => {
    let undone = false;
    const api = mockApi({
      'GET /api/moderation/actions': () => page(undone
        ? [entry(6, { action: 'publish-mating', undoes: 5 }), entry(5, { undoneBy: 6 }), entry(4, { action: 'hide-pet', recordKind: 'pet', recordId: 77 })]
        : [entry(5, { undoable: true }), entry(4, { action: 'hide-pet', recordKind: 'pet', recordId: 77 })]),
      'POST /api/moderation/actions/5/undo': () => {
        undone = true;
        return { body: entry(6, { action: 'publish-mating', undoes: 5 }) };
      },
    });
    await renderPage(<><AuditLogView /><Where /></>, { url: '/en/moder', path: '/*', messages: messages('en') });
    await waitFor(() => expect(entries()).toHaveLength(2));

    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect([...help.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual(['j', 'k', 'o', '?']);
    expect(within(help).getByText('Open the record’s page')).toBeTruthy();
    fireEvent.keyDown(help, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Undo: the button asks, Cancel keeps the entry, the confirmation undoes it and the page reloads.
    fireEvent.click(screen.getByTestId('log-undo'));
    expect((await screen.findByTestId('log-undo-form')).textContent).toContain('Undo this decision?');
    fireEvent.click(within(screen.getByTestId('log-undo-form')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('log-undo-form')).toBeNull());
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('log-undo'));
    fireEvent.click(await screen.findByTestId('log-undo-confirm'));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/moderation/actions/5/undo']);
    expect(screen.queryByTestId('log-undo')).toBeNull();

    press('j');
    press('j');
    press('j');
    press('k');
    press('j');
    press('o');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/pets/77'));
  });

  it('shows an undo’s refusal', async () => {
    mockApi({
      'GET /api/moderation/actions': page([entry(8, { undoable: true })]),
      'POST /api/moderation/actions/8/undo': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'no', data: { code: 'not_undoable' } } },
    });
    await renderPage(<AuditLogView />, { url: '/en/moder', messages: messages('en') });
    await waitFor(() => expect(entries().map((e) => e.closest('li')!.getAttribute('data-entry'))).toEqual(['8']));
    fireEvent.click(screen.getByTestId('log-undo'));
    fireEvent.click(await screen.findByTestId('log-undo-confirm'));
    expect((await screen.findByTestId('log-undo-error')).textContent).toBe('This action cannot be undone: it was undone already, or a later decision on the record came after it.');
  });
});
