import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { AttachmentModal } from './attachment-modal';

afterEach(() => vi.unstubAllGlobals());

describe('attachment modal', () => {
  it('sends the moderators a request in the page language', async () => {
    const api = mockApi({ 'POST /api/pets/add-attachment-request': { status: 201, body: { id: 3 } } });
    const close = vi.fn();
    await renderPage(<AttachmentModal close={close} props={{ petId: 5 }} />, { url: '/de', messages: messages('de') });
    fireEvent.click(screen.getByTestId('attachment-send'));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('attachment-type')).getByText('Dokument'));
    fireEvent.change(screen.getByTestId('attachment-info'), { target: { value: ' The KC certificate: https://example.org/kc.pdf ' } });
    fireEvent.click(screen.getByTestId('attachment-send'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls[0].body).toEqual({ petId: 5, type: 'document', info: 'The KC certificate: https://example.org/kc.pdf', locale: 'de' });
  });

  it('shows the server’s refusal (the member owns the pet) and stays open', async () => {
    mockApi({
      'POST /api/pets/add-attachment-request': {
        status: 409,
        body: { message: 'You own this pet: edit it instead of asking moderators', statusCode: 409, data: { conflict: 'own-pet' } },
      },
    });
    const close = vi.fn();
    await renderPage(<AttachmentModal close={close} props={{ petId: 5 }} />, { url: '/en', messages: messages('en') });
    fireEvent.change(screen.getByTestId('attachment-info'), { target: { value: 'Wrong colour' } });
    fireEvent.click(screen.getByTestId('attachment-send'));
    expect((await screen.findByTestId('attachment-error')).textContent).toContain('You own this pet');
    expect(close).not.toHaveBeenCalled();
  });
});
