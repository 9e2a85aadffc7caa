import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAccountRequest, ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { AccountRequestsView } from './account-requests-view';

afterEach(() => vi.unstubAllGlobals());

const member = { id: 5, nickname: 'anna', displayName: 'Anna Berg', email: 'anna@example.com', kennelName: null, kennelPrefix: null };
const breeder = { id: 9, nickname: 'hill', displayName: null, email: null, kennelName: 'Of Hill', kennelPrefix: 'Hill', isActive: false, dogCount: 12 };
const request = (id: number, overrides: Partial<ModerationAccountRequest> = {}): ModerationAccountRequest => ({
  id, status: 'new', info: `Request ${id}: this is my late father’s kennel`, email: 'anna@example.com', locale: 'en', requester: member, target: breeder,
  createdAt: '2026-06-01T10:00:00.000Z', resolvedAt: null, resolvedBy: null, ...overrides,
});
const entry = (id: number, recordId: number, action: ModerationAction['action']): ModerationAction => ({
  id, action, recordKind: 'account-request', recordId, recordName: null, moderator: { id: 1, nickname: 'mod' }, reason: null, note: null, before: {}, after: {},
  undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T10:00:00.000Z',
});
const page = (items: ModerationAccountRequest[]) => ({ body: { items, total: items.length, page: 1, limit: 20 } });
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const rows = () => screen.getAllByTestId('account-request');

describe('the account requests queue', () => {
  it('lists the requests with the requester, the account asked for, the message and the status; filters go to the URL', async () => {
    const api = mockApi({ 'GET /api/moderation/account-requests': page([request(1), request(2, { requester: null, email: 'guest@example.com' })]) });
    await renderPage(<AccountRequestsView />, { url: '/en/moder/account-requests', messages: messages('en') });
    const [first, second] = await screen.findAllByTestId('account-request');
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ status: 'new', sort: 'oldest', page: '1', limit: '20' });
    expect(within(first).getByTestId('account-request-requester').textContent).toBe('Anna Berganna@example.com');
    expect(within(first).getByRole('link', { name: 'Anna Berg' }).getAttribute('href')).toBe('/en/u/anna');
    expect(within(first).getByTestId('account-request-target').textContent).toContain('Of Hill (Hill)');
    expect(within(first).getByTestId('account-request-dogs').textContent).toBe('Dogs: 12');
    expect(within(first).getByText('Not activated')).toBeTruthy();
    expect(within(first).getByTestId('account-request-info').textContent).toBe('Request 1: this is my late father’s kennel');
    expect(within(first).getByTestId('account-request-status').textContent).toBe('New');
    expect(within(second).getByTestId('account-request-requester').textContent).toBe('A visitor (not signed in)');
    expect(within(second).getByText('Answer goes to guest@example.com')).toBeTruthy();

    fireEvent.click(screen.getByTestId('account-requests-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Newest first', hidden: true }));
    await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ status: 'new', sort: 'newest', page: '1', limit: '20' }));
    fireEvent.click(screen.getByTestId('account-requests-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected', hidden: true }));
    await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ status: 'rejected', sort: 'newest', page: '1', limit: '20' }));
  });

  it('a asks which approval: moving the dogs is confirmed and sent, then undone', async () => {
    const api = mockApi({
      'GET /api/moderation/account-requests': page([request(1)]),
      'POST /api/moderation/account-requests/1/approve': { body: entry(40, 1, 'approve-account-request') },
      'GET /api/moderation/actions': { body: { items: [entry(40, 1, 'approve-account-request')], total: 1, page: 1, limit: 1, totalCapped: false } },
      'POST /api/moderation/actions/40/undo': { body: entry(41, 1, 'reopen-account-request') },
    });
    await renderPage(<AccountRequestsView />, { url: '/en/moder/account-requests', messages: messages('en') });
    await screen.findAllByTestId('account-request');
    press('j');
    press('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request for hill' });
    expect((within(dialog).getByTestId('approve-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText(/hill becomes theirs: its email changes to anna@example.com/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Move the dogs and kennel to Anna Berg'));
    expect(within(dialog).getByTestId('approve-warning').textContent).toBe('You can undo the move later.');
    fireEvent.change(within(dialog).getByTestId('approve-note'), { target: { value: 'Checked the papers' } });
    fireEvent.click(within(dialog).getByTestId('approve-confirm'));
    await waitFor(() => expect(rows()[0].getAttribute('data-status')).toBe('approved'));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ decision: 'move-dogs', note: 'Checked the papers' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rows()[0]).getByTestId('account-request-undo'));
    await waitFor(() => expect(rows()[0].getAttribute('data-status')).toBe('new'));
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/api/moderation/actions')!.query)).toEqual({ recordKind: 'account-request', recordId: '1', limit: '1' });
    expect(api.calls.at(-1)!.path).toBe('/api/moderation/actions/40/undo');
  });

  it('a hand-over has no undo; a visitor’s request cannot move dogs; a refusal shows in the dialog in the page’s language', async () => {
    const api = mockApi({
      'GET /api/moderation/account-requests': page([request(1), request(2, { requester: null })]),
      'POST /api/moderation/account-requests/1/approve': { body: entry(40, 1, 'approve-account-request') },
      'POST /api/moderation/account-requests/2/approve': { status: 409, body: { statusCode: 409, message: 'taken', data: { code: 'email_taken' } } },
    });
    await renderPage(<AccountRequestsView />, { url: '/de/moder/account-requests', messages: messages('de') });
    await screen.findAllByTestId('account-request');
    fireEvent.click(within(rows()[0]).getByTestId('account-request-approve'));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Konto übergeben'));
    expect(within(dialog).getByTestId('approve-confirm').textContent).toBe('Konto übergeben');
    fireEvent.click(within(dialog).getByTestId('approve-confirm'));
    await waitFor(() => expect(rows()[0].getAttribute('data-status')).toBe('approved'));
    expect(api.calls.at(-1)!.body).toEqual({ decision: 'hand-over' });
    expect(within(rows()[0]).queryByTestId('account-request-undo')).toBeNull();

    fireEvent.click(within(rows()[1]).getByTestId('account-request-approve'));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Hunde und Zwinger zur anfragenden Person verschieben') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Konto übergeben'));
    fireEvent.click(within(dialog).getByTestId('approve-confirm'));
    expect((await within(dialog).findByTestId('approve-error')).textContent).toBe(
      'Die Adresse der Anfrage gehört schon einem anderen Konto: Das Konto kann sie nicht übernehmen.',
    );
    expect(rows()[1].getAttribute('data-status')).toBe('new');
  });

  it('an undo the log says cannot be done (a hand-over decided elsewhere) is refused without a call', async () => {
    const api = mockApi({
      'GET /api/moderation/account-requests': page([request(3, { status: 'approved', resolvedBy: { id: 1, nickname: 'mod' }, resolvedAt: '2026-06-02T10:00:00.000Z' })]),
      'GET /api/moderation/actions': { body: { items: [{ ...entry(60, 3, 'approve-account-request'), undoable: false }], total: 1, page: 1, limit: 1, totalCapped: false } },
    });
    await renderPage(<AccountRequestsView />, { url: '/en/moder/account-requests?status=approved', messages: messages('en') });
    // The last test's page stays on screen until this one arrives.
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-request'))).toEqual(['3']));
    expect(rows()[0].textContent).toContain('decided by mod');
    fireEvent.click(within(rows()[0]).getByTestId('account-request-undo'));
    expect((await screen.findByTestId('account-requests-error')).textContent).toBe(
      'This action cannot be undone: it was undone already, or a later decision on the record came after it.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(rows()[0].getAttribute('data-status')).toBe('approved');
  });

  it('r asks for a reason the first time, then rejects the next with it; o opens the requester’s profile', async () => {
    const api = mockApi({
      'GET /api/moderation/account-requests': page([request(1), request(2)]),
      'POST /api/moderation/account-requests/1/reject': { body: entry(50, 1, 'reject-account-request') },
      'POST /api/moderation/account-requests/2/reject': { body: entry(51, 2, 'reject-account-request') },
    });
    const view = (
      <>
        <AccountRequestsView />
        <Where />
      </>
    );
    await renderPage(view, { url: '/en/moder/account-requests', path: '/*', messages: messages('en') });
    await screen.findAllByTestId('account-request');
    press('j');
    press('r');
    const form = await screen.findByTestId('account-request-reject-form');
    fireEvent.click(within(form).getByTestId('account-request-reject-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'False or unverified data', hidden: true }));
    fireEvent.click(within(form).getByTestId('account-request-reject-submit'));
    await waitFor(() => expect(rows()[0].getAttribute('data-status')).toBe('rejected'));
    expect(api.calls.at(-1)!.body).toEqual({ reason: 'false-data' });
    press('j');
    press('r');
    await waitFor(() => expect(rows()[1].getAttribute('data-status')).toBe('rejected'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/account-requests/2/reject', body: { reason: 'false-data' } });
    press('o');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/u/anna'));
  });
});
