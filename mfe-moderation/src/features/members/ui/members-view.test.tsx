import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { banEnd } from './ban-form';
import { MembersView } from './members-view';

afterEach(() => vi.unstubAllGlobals());

const member = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id, nickname: `member${id}`, email: `member${id}@example.com`, displayName: null, kennelName: null, country: null, isActive: true,
  isModerator: false, isBaned: false, bannedUntil: null, banReason: null, isPremium: false, premiumUntil: null, isDeleted: false,
  createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
});
const entry = (overrides: Partial<ModerationAction>): ModerationAction => ({
  id: 1, action: 'ban', recordKind: 'user', recordId: 7, recordName: 'member7', moderator: { id: 1, nickname: 'mod' }, reason: null, note: null,
  before: {}, after: {}, undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-01T12:00:00.000Z', ...overrides,
});

describe('the members page', () => {
  it('searches from the URL, bans a member for a week with a reason and a note, and shows the ban', async () => {
    const api = mockApi({
      'GET /api/users': { body: { items: [member(7), member(8, { isModerator: true })], total: 2, page: 1, limit: 20 } },
      'POST /api/moderation/users/7/ban': (request) => {
        const body = request.body as { reason: string; until: string };
        return { body: entry({ reason: body.reason, after: { isBanned: true, bannedUntil: body.until, banReason: body.reason } }) };
      },
    });
    await renderPage(<MembersView />, { url: '/en/moder/users?q=member&role=moderator', messages: messages('en') });
    const [row] = await screen.findAllByTestId('member');
    expect(api.calls[0].query.get('q')).toBe('member');
    expect(api.calls[0].query.get('role')).toBe('moderator');
    expect(within(screen.getAllByTestId('member')[1]).getByTestId('member-role').textContent).toBe('Revoke moderator');

    fireEvent.click(within(row).getByTestId('member-ban'));
    const form = await screen.findByTestId('ban-form');
    const submit = within(form).getByTestId('ban-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(form).getByTestId('ban-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam or advertising', hidden: true }));
    fireEvent.change(within(form).getByTestId('ban-note'), { target: { value: 'Adverts everywhere' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByTestId('ban-form')).toBeNull());
    const sent = api.calls.at(-1)!.body as { reason: string; note: string; until: string };
    expect(sent).toMatchObject({ reason: 'spam', note: 'Adverts everywhere' });
    expect(Date.parse(sent.until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await screen.findByTestId('member-banned')).textContent).toMatch(/^Banned until /);
    expect(within(screen.getAllByTestId('member')[0]).getByTestId('member-unban')).toBeTruthy();
  });

  it('shows a refusal in the page’s language', async () => {
    mockApi({
      'GET /api/users': { body: { items: [member(7, { isBaned: true })], total: 1, page: 1, limit: 20 } },
      'POST /api/moderation/users/7/unban': { status: 403, body: { statusCode: 403, message: 'A moderator does not decide on their own account', data: { code: 'own_submission' } } },
    });
    await renderPage(<MembersView />, { url: '/ru/moder/users', messages: messages('ru') });
    fireEvent.click(await screen.findByTestId('member-unban'));
    expect((await screen.findByTestId('members-error')).textContent).toBe(
      'Модератор не принимает решений о своём аккаунте, своих собаках и своих запросах: это сделает другой модератор.',
    );
  });
});

describe('banEnd', () => {
  it('ends a ban after its term, on a chosen day’s last minute, or never', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(banEnd('week', '', now)).toBe('2026-06-08T12:00:00.000Z');
    expect(banEnd('date', '2026-07-01', now)).toBe('2026-07-01T23:59:00.000Z');
    expect(banEnd('none', '', now)).toBeNull();
  });
});
