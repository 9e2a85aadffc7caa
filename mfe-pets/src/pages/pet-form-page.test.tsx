import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import type { AttachmentRequestItem } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { detail, dictionaryRoutes, member } from '../testing/fixtures';
import { messages } from '../testing/messages';
import PetFormPage from './pet-form-page';

// The whole form renders in each test: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const request = (overrides: Partial<AttachmentRequestItem> = {}): AttachmentRequestItem => ({
  id: 31, petId: 5, pet: null, requester: { userId: 9, nickname: 'Kasia' }, type: 'correction',
  info: 'Her birth date is 2019-04-02, not 2019-04-12.\nSee the registry extract.', locale: 'pl', documentId: null,
  file: { name: 'extract.pdf', mime: 'application/pdf', size: 2048, url: '/api/pets/attachment-requests/31/file' },
  status: 'new', resolvedBy: null, resolvedAt: null, createdAt: '2026-11-20T10:00:00.000Z', ...overrides,
});

const routes = {
  ...dictionaryRoutes,
  'GET /api/pets/5': { body: detail(5, { registeredName: 'Northern Lights Gale', permissions: { canEdit: true, canModerate: true } }) },
  'GET /api/pets/attachment-requests/31': { body: request() },
};

const render = (url: string) => renderPage(<PetFormPage />, { url, path: '/pets/edit/:id', messages: messages('en') });

beforeEach(() => sessionChanged(member({ isModerator: true })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionChanged(null);
});

describe('the pet editor opened for a correction (?correction=ID)', () => {
  it('shows the member’s request above the form: its text, who sent it and when, its file', async () => {
    const api = mockApi(routes);
    await render('/en/pets/edit/5?correction=31');
    const box = await screen.findByTestId('correction');
    expect(box.textContent).toContain('Correction request #31');
    expect(screen.getByTestId('correction-info').textContent).toBe('Her birth date is 2019-04-02, not 2019-04-12.\nSee the registry extract.');
    expect(screen.getByTestId('correction-from').textContent).toBe('Sent by Kasia, Nov 20, 2026');
    expect(screen.getByTestId('correction-file').textContent).toBe('The request’s file: extract.pdf');
    // The form is there too, below the request, prefilled with the dog.
    expect(((await screen.findByTestId('field-registeredName')) as HTMLInputElement).value).toBe('Northern Lights Gale');
    expect(box.compareDocumentPosition(screen.getByTestId('field-registeredName')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/pets/attachment-requests/31')).toHaveLength(1);
  });

  it('marks the request approved with its button', async () => {
    const api = mockApi({
      ...routes,
      'POST /api/pets/attachment-requests/31/approve': { body: request({ status: 'approved', resolvedBy: 2, resolvedAt: '2026-11-26T10:00:00.000Z' }) },
    });
    await render('/en/pets/edit/5?correction=31');
    fireEvent.click(await screen.findByTestId('correction-approve'));
    expect((await screen.findByTestId('correction-status')).textContent).toBe('Request approved');
    expect(screen.queryByTestId('correction-approve')).toBeNull();
    const approval = api.calls.find((call) => call.method === 'POST');
    expect(approval?.path).toBe('/api/pets/attachment-requests/31/approve');
    expect(approval?.body).toEqual({});
  });

  it('says why when the approval is refused, and keeps the button', async () => {
    mockApi({
      ...routes,
      'POST /api/pets/attachment-requests/31/approve': { status: 409, body: { statusCode: 409, message: 'The request was already rejected' } },
    });
    await render('/en/pets/edit/5?correction=31');
    fireEvent.click(await screen.findByTestId('correction-approve'));
    expect((await screen.findByTestId('correction-error')).textContent).toBe('The request was already rejected');
    expect(screen.getByTestId('correction-approve')).toBeTruthy();
  });

  it('shows no request without ?correction, and says so when the request is not found', async () => {
    const api = mockApi(routes);
    await render('/en/pets/edit/5');
    await screen.findByTestId('field-registeredName');
    expect(screen.queryByTestId('correction')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/pets/attachment-requests'))).toBe(false);

    await render('/en/pets/edit/5?correction=77');
    await waitFor(() => expect(screen.getByTestId('correction-failed').textContent).toContain('The correction request was not found.'));
  });
});
