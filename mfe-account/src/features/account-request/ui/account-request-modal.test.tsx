import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import { renderPage, mockApi } from '@bc/shared/testing';
import { currentUser } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { AccountRequestModal } from './account-request-modal';

beforeEach(() => sessionChanged(null));
afterEach(() => vi.unstubAllGlobals());

describe('account request modal', () => {
  it('sends the note, the address and the page locale for the profile', async () => {
    const api = mockApi({ 'POST /api/users/add-account-request': { status: 201, body: { ok: true } } });
    sessionChanged(currentUser({ id: 9, email: 'me@example.com' }));
    const close = vi.fn();
    await renderPage(<AccountRequestModal close={close} props={{ userId: 7, nickname: 'anna' }} />, {
      url: '/pl',
      messages: messages('pl'),
    });

    expect((screen.getByLabelText(/^E-mail do odpowiedzi/, { selector: 'input' }) as HTMLInputElement).value).toBe('me@example.com');
    fireEvent.change(screen.getByLabelText(/^Twoja wiadomość/, { selector: 'textarea' }), { target: { value: 'My kennel, papers attached' } });
    fireEvent.submit(screen.getByTestId('account-request-form'));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls[0].body).toEqual({ userId: 7, info: 'My kennel, papers attached', email: 'me@example.com', locale: 'pl' });
  });

  it('asks for the note first', async () => {
    const api = mockApi({});
    await renderPage(<AccountRequestModal close={vi.fn()} props={{ userId: 7, nickname: 'anna' }} />, {
      url: '/en',
      messages: messages('en'),
    });
    fireEvent.submit(screen.getByTestId('account-request-form'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter your email')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
