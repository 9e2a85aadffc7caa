import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import type { AdminUser } from '@bc/shared/contracts';
import { messages } from '../../../testing/messages';
import { UsersModal } from './users-modal';

const user = (id: number, nickname: string): AdminUser => ({
  id,
  nickname,
  email: `${nickname}@example.com`,
  displayName: null,
  kennelName: null,
  country: null,
  isActive: true,
  isModerator: false,
  isBaned: false,
  bannedUntil: null,
  banReason: null,
  isPremium: false,
  premiumUntil: null,
  isDeleted: false,
  createdAt: '2022-01-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('users modal', () => {
  it('searches as the moderator types and hands the picked member to onPick', async () => {
    const api = mockApi({
      'GET /api/users': (request) => {
        const q = request.query.get('q');
        const items = q ? [user(2, 'bob')] : [user(1, 'anna'), user(2, 'bob')];
        return { body: { items, total: items.length, page: 1, limit: 20 } };
      },
    });
    const onPick = vi.fn();
    const close = vi.fn();
    await renderPage(<UsersModal close={close} props={{ onPick }} />, { url: '/en', messages: messages('en') });

    expect(await screen.findByText('@anna')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bo' } });
    await waitFor(() => expect(screen.queryByText('@anna')).toBeNull(), { timeout: 2000 });
    expect(api.calls.map((call) => call.query.get('q'))).toEqual([null, 'bo']);

    fireEvent.click(screen.getByText('@bob'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, nickname: 'bob' }));
    expect(close).toHaveBeenCalled();
  });
});
