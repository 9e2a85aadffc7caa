import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { NoteModal } from './note-modal';

afterEach(() => vi.unstubAllGlobals());

describe('note modal', () => {
  it('saves my note and hands the text back', async () => {
    const api = mockApi({
      'POST /api/pets/note': (request) => ({ body: { ...(request.body as object), updatedAt: '2024-01-01T00:00:00.000Z' } }),
    });
    const close = vi.fn();
    const onSaved = vi.fn();
    await renderPage(<NoteModal close={close} props={{ petId: 5, onSaved }} />, { url: '/en', messages: messages('en') });
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('Fill in this field')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('note-text'), { target: { value: '  Strong herding instinct  ' } });
    fireEvent.click(screen.getByTestId('note-save'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls[0].body).toEqual({ petId: 5, note: 'Strong herding instinct' });
    expect(onSaved).toHaveBeenCalledWith('Strong herding instinct');
    expect(screen.queryByTestId('note-delete')).toBeNull();
  });

  it('deletes an existing note', async () => {
    const api = mockApi({ 'GET /api/pets/note/delete/5': { body: { ok: true } } });
    const close = vi.fn();
    const onSaved = vi.fn();
    await renderPage(<NoteModal close={close} props={{ petId: 5, note: 'Old text', onSaved }} />, { url: '/ru', messages: messages('ru') });
    expect((screen.getByTestId('note-text') as HTMLTextAreaElement).value).toBe('Old text');
    fireEvent.click(screen.getByTestId('note-delete'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/pets/note/delete/5']);
    expect(onSaved).toHaveBeenCalledWith(null);
  });

  it('shows a failure in the modal and stays open', async () => {
    mockApi({ 'POST /api/pets/note': { status: 404, body: { message: 'Pet not found', statusCode: 404 } } });
    const close = vi.fn();
    await renderPage(<NoteModal close={close} props={{ petId: 5 }} />, { url: '/en', messages: messages('en') });
    fireEvent.change(screen.getByTestId('note-text'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('note-save'));
    expect((await screen.findByTestId('note-error')).textContent).toBe('Pet not found');
    expect(close).not.toHaveBeenCalled();
  });
});
