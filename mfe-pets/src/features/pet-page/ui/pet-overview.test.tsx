import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, sessionChanged } from '@bc/shared';
import { renderPage, mockApi } from '@bc/shared/testing';
import { detail, dictionaryRoutes, member } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetOverview } from './pet-overview';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionChanged(null);
});

const render = () => renderPage(<PetOverview id={5} />, { url: '/en/pets/5', messages: messages('en') });

describe('pet overview', () => {
  it('shows the facts, parents as links and people by kind', async () => {
    mockApi({ ...dictionaryRoutes, 'GET /api/pets/5': { body: detail(5) } });
    await render();
    expect(await screen.findByTestId('pet-overview')).toBeTruthy();
    expect(screen.getByTestId('fact-sire').getAttribute('href')).toBe('/en/pets/11');
    expect(screen.getByTestId('fact-breeder').getAttribute('href')).toBe('/en/u/anna');
    expect(screen.getByTestId('fact-owner').textContent).toBe('John Smith');
    expect(screen.getByTestId('fact-born').textContent).toContain('May 1, 2020');
    expect(screen.getAllByTestId('gallery-thumb')).toHaveLength(2);
    expect(screen.queryByTestId('edit-button')).toBeNull();
  });

  it('toggles the like of a signed-in member and shows the new count', async () => {
    sessionChanged(member());
    let liked = false;
    const api = mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': { body: detail(5) },
      'GET /api/pets/5/like': () => {
        liked = !liked;
        return { body: { liked, count: liked ? 4 : 3 } };
      },
    });
    await render();
    const button = await screen.findByTestId('like-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('4'));
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('3'));
    expect(api.calls.filter((call) => call.path === '/api/pets/5/like')).toHaveLength(2);
  });

  it('sends a visitor to the login modal instead of liking', async () => {
    const opened = vi.fn();
    const watcher = modalRequested.watch(opened);
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets/5': { body: detail(5) } });
    await render();
    fireEvent.click(await screen.findByTestId('like-button'));
    expect(opened).toHaveBeenCalledWith({ name: 'auth', props: { tab: 'login' } });
    expect(api.calls.some((call) => call.path === '/api/pets/5/like')).toBe(false);
    expect(screen.queryByTestId('note-button')).toBeNull();
    watcher.unsubscribe();
  });

  it('shows the owner the edit button, the draft notice and the moderator’s reason for hiding', async () => {
    sessionChanged(member());
    mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': {
        body: detail(5, { publishStatus: 'hidden', hiddenReason: 'Duplicate of pet 4', permissions: { canEdit: true, canModerate: false } }),
      },
    });
    await render();
    expect(await screen.findByTestId('edit-button')).toBeTruthy();
    expect(screen.getByTestId('hidden-reason').textContent).toBe('Reason: Duplicate of pet 4');
    expect(screen.queryByTestId('attachment-button')).toBeNull();
  });

  it('offers other members a correction, and the note modal with the current note', async () => {
    sessionChanged(member({ id: 99 }));
    const opened = vi.fn();
    const watcher = modalRequested.watch(opened);
    mockApi({ ...dictionaryRoutes, 'GET /api/pets/5': { body: detail(5, { myNote: 'Nice working lines' }) } });
    await render();
    expect((await screen.findByTestId('my-note')).textContent).toContain('Nice working lines');
    fireEvent.click(screen.getByTestId('attachment-button'));
    expect(opened).toHaveBeenLastCalledWith({ name: 'attachment', props: { petId: 5 } });
    fireEvent.click(screen.getByTestId('note-button'));
    expect(opened).toHaveBeenLastCalledWith({ name: 'note', props: expect.objectContaining({ petId: 5, note: 'Nice working lines' }) });
    watcher.unsubscribe();
  });

  it('shows the 404 state for a pet that does not exist or is not visible', async () => {
    mockApi({ ...dictionaryRoutes, 'GET /api/pets/5': { status: 404, body: { message: 'Not Found', statusCode: 404 } } });
    await render();
    expect(await screen.findByTestId('pet-overview-not-found')).toBeTruthy();
  });
});
