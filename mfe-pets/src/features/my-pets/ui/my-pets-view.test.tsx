import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import { listItem } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { MyPetsView } from './my-pets-view';

afterEach(() => vi.unstubAllGlobals());

const mine = (id: number, publishStatus: 'draft' | 'published' | 'hidden') => ({
  ...listItem(id, { publishStatus }),
  relation: { created: true, owned: true, bred: false },
});

describe('my pets', () => {
  it('lists every status with badges, and publishes a draft with the quick switch', async () => {
    const api = mockApi({
      'GET /api/pets/user-pets': { body: { items: [mine(1, 'draft'), mine(2, 'published'), mine(3, 'hidden')], total: 3, page: 1, limit: 20 } },
      'POST /api/pets/set-publish': (request) => ({
        body: { id: (request.body as { id: number }).id, publishStatus: (request.body as { status: string }).status, hiddenReason: null },
      }),
    });
    await renderPage(<MyPetsView />, { url: '/en/u/pets?role=owned', messages: messages('en') });
    expect(await screen.findByTestId('status-draft')).toBeTruthy();
    expect(screen.getByTestId('status-hidden')).toBeTruthy();
    expect(screen.getByText('Hidden by a moderator')).toBeTruthy();
    expect(api.calls[0].query.get('role')).toBe('owned');

    const [draftSwitch] = screen.getAllByTestId('publish-toggle');
    fireEvent.click(draftSwitch);
    await waitFor(() => expect(screen.queryByTestId('status-draft')).toBeNull());
    expect(api.calls.at(-1)!.body).toEqual({ id: 1, status: 'published' });
    expect(screen.getAllByTestId('status-published')).toHaveLength(2);
  });
});
