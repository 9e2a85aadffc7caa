import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../testing/messages';
import ModerPage from './moder-page';

afterEach(() => vi.unstubAllGlobals());

const ban: ModerationAction = {
  id: 5, action: 'ban', recordKind: 'user', recordId: 7, recordName: 'member7', moderator: { id: 1, nickname: 'mod' }, reason: 'spam',
  note: 'Adverts', before: { isBanned: false }, after: { isBanned: true }, undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-01T12:00:00.000Z',
};

describe('the moderators’ start page', () => {
  it('shows each queue’s count and oldest item, and the log filtered from the URL with undo', async () => {
    let undone = false;
    const api = mockApi({
      'GET /api/moderation/summary': {
        body: { queues: [{ queue: 'pets', count: 12, oldest: new Date(Date.now() - 3 * 86_400_000).toISOString() }, { queue: 'attachments', count: 0, oldest: null }, { queue: 'account-requests', count: 1, oldest: new Date().toISOString() }],
          breeding: [{ queue: 'matings', count: 4, oldest: new Date(Date.now() - 20 * 86_400_000).toISOString() }, { queue: 'litters', count: 0, oldest: null }],
        },
      },
      'GET /api/moderation/actions': () => ({
        body: { items: undone ? [{ ...ban, id: 6, action: 'unban', undoes: 5, undoable: false }, { ...ban, undoneBy: 6, undoable: false }] : [ban], total: undone ? 2 : 1, page: 1, limit: 20 },
      }),
      'POST /api/moderation/actions/5/undo': () => {
        undone = true;
        return { body: { ...ban, id: 6, action: 'unban', undoes: 5, undoable: false } };
      },
    });
    await renderPage(<ModerPage />, { url: '/en/moder?action=ban', messages: messages('en') });

    const pets = await screen.findByTestId('queue-pets');
    expect(within(pets).getByTestId('queue-count').textContent).toBe('12');
    expect(within(pets).getByTestId('queue-oldest').textContent).toBe('Oldest: 3 days ago');
    expect(within(screen.getByTestId('queue-attachments')).getByTestId('queue-oldest').textContent).toBe('Nothing waiting');
    // The breeding queues: the flagged announcements, each card a link to its queue.
    const matings = screen.getByTestId('queue-matings');
    expect(within(matings).getByText('Flagged matings')).toBeTruthy();
    expect(within(matings).getByTestId('queue-count').textContent).toBe('4');
    expect(matings.getAttribute('href')).toBe('/en/moder/matings');
    expect(screen.getByTestId('queue-litters').getAttribute('href')).toBe('/en/moder/litters');
    expect(api.calls.find((call) => call.path === '/api/moderation/actions')!.query.get('action')).toBe('ban');

    const entry = await screen.findByTestId('log-entry');
    expect(within(entry).getByText('Reason: Spam or advertising')).toBeTruthy();
    // Undo asks first.
    fireEvent.click(screen.getByTestId('log-undo'));
    fireEvent.click(await screen.findByTestId('log-undo-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('log-entry')).toHaveLength(2));
    expect(screen.queryByTestId('log-undo')).toBeNull();
  });
});
