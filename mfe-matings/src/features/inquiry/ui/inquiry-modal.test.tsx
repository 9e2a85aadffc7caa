import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@bc/shared/testing';
import { renderMatingsPage } from '../../../testing/page';
import { InquiryModal } from './inquiry-modal';

afterEach(() => vi.unstubAllGlobals());

const close = vi.fn();
const render = () =>
  renderMatingsPage(<InquiryModal close={close} props={{ target: { matingId: 42 }, subject: 'Zara × Max' }} />, 'm/:id', '/en/m/42');

function fill() {
  fireEvent.change(screen.getByTestId('inquiry-name'), { target: { value: 'Olga' } });
  fireEvent.change(screen.getByTestId('inquiry-email'), { target: { value: 'olga@example.com' } });
  fireEvent.change(screen.getByTestId('inquiry-message'), { target: { value: 'Is a female still free?' } });
  fireEvent.click(screen.getByLabelText('Reserve a puppy'));
}

describe('the inquiry form', () => {
  it('sends the name, email, message and what the sender wants, without the hidden trap field, and says it was sent', async () => {
    const api = mockApi({ 'POST /api/matings/form': { status: 202, body: { ok: true } } });
    await render();
    expect(screen.getByText('About: Zara × Max')).toBeTruthy();
    expect(screen.getByTestId('inquiry-website').closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByTestId('inquiry-website').getAttribute('tabindex')).toBe('-1');
    fill();
    fireEvent.click(screen.getByTestId('inquiry-send'));
    expect((await screen.findByTestId('inquiry-sent')).textContent).toContain('will answer you at olga@example.com');
    expect(api.calls[0].body).toEqual({ id: 42, name: 'Olga', email: 'olga@example.com', message: 'Is a female still free?', topic: 'reserve-puppy' });
  });

  it('checks the fields before sending, and shows a refused email at its field', async () => {
    const api = mockApi({ 'POST /api/matings/form': apiError(400, 'body/email must match format "email"', { field: 'email' }) });
    await render();
    fireEvent.click(screen.getByTestId('inquiry-send'));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please write a message.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fill();
    fireEvent.click(screen.getByTestId('inquiry-send'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('answers sending too often with a polite "try later"', async () => {
    mockApi({ 'POST /api/matings/form': apiError(429, 'Rate limit exceeded, retry in 1 minute') });
    await render();
    fill();
    fireEvent.click(screen.getByTestId('inquiry-send'));
    await waitFor(() => expect(screen.getByTestId('inquiry-error').textContent).toBe('You have sent several inquiries in a short time. Please wait a little and try again later.'));
  });
});
