import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttachmentRequestItem } from '@bc/shared/contracts';
import { type ApiRequest, matchMediaStub, mockApi, renderPage } from '@bc/shared/testing';
import { detail } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { AttachmentsView } from './attachments-view';

afterEach(() => vi.unstubAllGlobals());

const request = (id: number, overrides: Partial<AttachmentRequestItem> = {}): AttachmentRequestItem => ({
  id, petId: 7, pet: null, requester: { userId: 5, nickname: 'anna' }, type: 'document', info: `Request ${id}: the hips certificate`, locale: 'en',
  documentId: null, file: null, status: 'new', resolvedBy: null, resolvedAt: null, createdAt: '2026-06-01T10:00:00.000Z', ...overrides,
});
const pdfFile = { name: 'hips.pdf', mime: 'application/pdf', size: 20_480, url: '/api/pets/attachment-requests/1/file' };
const dog = detail(7, {
  registeredName: 'Moss of Hill', microchip: '643000000000001', registrations: [{ registry: 'KC', number: 'AB123' }],
  sire: { ...detail(3, { registeredName: 'Cap', sex: 'male' }) }, dam: { ...detail(4, { registeredName: 'Nell' }) },
  documents: [{ id: 11, kind: 'pedigree', title: 'Pedigree', url: '/files/docs/a.pdf', createdAt: '2026-05-01T00:00:00.000Z' }],
});
const decided = (req: ApiRequest, item: AttachmentRequestItem) => {
  const action = req.path.split('/').at(-1);
  return { body: { ...item, status: action === 'approve' ? 'approved' : 'rejected', resolvedBy: 1 } };
};
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));

describe('the attachments queue', () => {
  it('lists new requests, the oldest first, each file beside the dog’s current data; filters from the URL', async () => {
    const api = mockApi({
      'GET /api/pets/attachment-requests': { body: { items: [request(1, { file: pdfFile }), request(2, { type: 'photo', petId: 7 })], total: 2, page: 1, limit: 10 } },
      'GET /api/pets/7': { body: dog },
    });
    await renderPage(<AttachmentsView />, { url: '/en/moder/attachments?type=document', messages: messages('en') });
    const [first, second] = await screen.findAllByTestId('request');
    const query = api.calls.find((call) => call.path === '/api/pets/attachment-requests')!.query;
    expect(Object.fromEntries(query)).toEqual({ type: 'document', status: 'new', order: 'oldest', page: '1', limit: '10' });

    expect(within(first).getByTestId('request-type').textContent).toBe('Document');
    expect(within(first).getByTestId('request-status').textContent).toBe('New');
    expect(within(first).getByTestId('request-info').textContent).toBe('Request 1: the hips certificate');
    expect(within(first).getByTestId('request-open-file').textContent).toBe('Open the PDF');
    expect(within(first).getByText('hips.pdf')).toBeTruthy();
    expect(within(second).getByTestId('request-no-file').textContent).toBe('No file');

    const facts = await within(first).findByTestId('request-dog');
    expect(facts.textContent).toContain('Moss of Hill');
    expect(facts.textContent).toContain('KC AB123');
    expect(facts.textContent).toContain('643000000000001');
    expect(within(facts).getByRole('link', { name: 'Cap' }).getAttribute('href')).toBe('/en/pets/3');
    expect(within(within(facts).getByTestId('request-dog-documents')).getByRole('link', { name: 'Pedigree' })).toBeTruthy();
    // One call for the dog both requests are about.
    expect(api.calls.filter((call) => call.path === '/api/pets/7')).toHaveLength(1);
  });

  it('approves from the keyboard (j, a); a correction opens the dog’s editor with the request in a new tab, approved there, and the queue reads it again on coming back', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const items = [request(1), request(2, { type: 'correction', info: 'The dam is Nell' })];
    const api = mockApi({
      'GET /api/pets/attachment-requests': () => ({ body: { items, total: 2, page: 1, limit: 10 } }),
      'GET /api/pets/7': { body: dog },
      'POST /api/pets/attachment-requests/1/approve': (req) => decided(req, items[0]),
      'POST /api/pets/attachment-requests/2/approve': (req) => decided(req, items[1]),
    });
    await renderPage(<AttachmentsView />, { url: '/en/moder/attachments', messages: messages('en') });
    await screen.findAllByTestId('request');
    press('j');
    press('a');
    await waitFor(() => expect(screen.getAllByTestId('request')[0].getAttribute('data-status')).toBe('approved'));
    expect(api.calls.find((call) => call.path === '/api/pets/attachment-requests/1/approve')!.body).toEqual({});
    expect(opened).not.toHaveBeenCalled();
    expect(within(screen.getAllByTestId('request')[0]).queryByTestId('request-approve')).toBeNull();

    press('j');
    press('a');
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/en/pets/edit/7?correction=2', '_blank', 'noopener'));
    // The editor marks it approved once the dog is corrected: the queue does not.
    expect(api.calls.some((call) => call.path === '/api/pets/attachment-requests/2/approve')).toBe(false);
    expect(screen.getAllByTestId('request')[1].getAttribute('data-status')).toBe('new');
    expect(within(screen.getAllByTestId('request')[1]).getByTestId('request-edit').getAttribute('href')).toBe('/en/pets/edit/7?correction=2');

    // Approved in the editor's tab; back on this one, the queue shows it.
    items[0] = { ...items[0], status: 'approved' };
    items[1] = { ...items[1], status: 'approved' };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getAllByTestId('request')[1].getAttribute('data-status')).toBe('approved'));
    opened.mockRestore();
  });

  it('r asks for a reason the first time, then rejects the next with the same reason at once', async () => {
    const items = [request(1), request(2), request(3)];
    const api = mockApi({
      'GET /api/pets/attachment-requests': { body: { items, total: 3, page: 1, limit: 10 } },
      'GET /api/pets/7': { body: dog },
      'POST /api/pets/attachment-requests/1/reject': (req) => decided(req, items[0]),
      'POST /api/pets/attachment-requests/2/reject': (req) => decided(req, items[1]),
    });
    await renderPage(<AttachmentsView />, { url: '/en/moder/attachments', messages: messages('en') });
    await screen.findAllByTestId('request');
    press('j');
    press('r');
    const form = await screen.findByTestId('reject-form');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    // Typing in the form's note is text, not shortcuts.
    fireEvent.keyDown(within(form).getByTestId('reject-note'), { key: 'j' });
    fireEvent.change(within(form).getByTestId('reject-note'), { target: { value: 'Not this dog' } });
    fireEvent.click(within(form).getByTestId('reject-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'False or unverified data', hidden: true }));
    fireEvent.click(within(form).getByTestId('reject-submit'));
    await waitFor(() => expect(screen.queryByTestId('reject-form')).toBeNull());
    expect(api.calls.at(-1)!.body).toEqual({ reason: 'false-data', note: 'Not this dog' });
    await waitFor(() => expect(screen.getAllByTestId('request')[0].getAttribute('data-status')).toBe('rejected'));

    press('j');
    press('r');
    await waitFor(() => expect(screen.getAllByTestId('request')[1].getAttribute('data-status')).toBe('rejected'));
    expect(screen.queryByTestId('reject-form')).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/pets/attachment-requests/2/reject', body: { reason: 'false-data' } });
  });

  it('approves the selected documents in bulk, and shows a refusal of the moderator’s own request in the page’s language', async () => {
    const items = [request(1), request(2), request(3, { type: 'correction' })];
    const api = mockApi({
      'GET /api/pets/attachment-requests': { body: { items, total: 3, page: 1, limit: 10 } },
      'GET /api/pets/7': { body: dog },
      'POST /api/pets/attachment-requests/1/approve': (req) => decided(req, items[0]),
      'POST /api/pets/attachment-requests/2/approve': {
        status: 403, body: { statusCode: 403, message: 'A moderator does not decide on their own request; another moderator will', data: { code: 'own_submission' } },
      },
    });
    await renderPage(<AttachmentsView />, { url: '/de/moder/attachments', messages: messages('de') });
    await screen.findAllByTestId('request');
    fireEvent.click(screen.getByTestId('queue-select-page'));
    const approve = screen.getByTestId('bulk-approve');
    expect(approve.textContent).toBe('Ausgewählte Dateien annehmen (2)');
    fireEvent.click(approve);
    await waitFor(() => expect(screen.getByTestId('requests-error').textContent).toBe(
      'Ein Moderator entscheidet nicht über sein eigenes Konto, seine Hunde oder Anfragen: Das übernimmt ein anderer Moderator.',
    ));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/pets/attachment-requests/1/approve', '/api/pets/attachment-requests/2/approve',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('request').map((row) => row.getAttribute('data-status'))).toEqual(['approved', 'new', 'new']));
  });

  it('shows a photo request’s image inline, fetched through the file route', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:preview');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const api = mockApi({
      'GET /api/pets/attachment-requests': {
        body: { items: [request(5, { type: 'photo', file: { name: 'trial.png', mime: 'image/png', size: 2048, url: '/api/pets/attachment-requests/5/file' } })], total: 1, page: 1, limit: 10 },
      },
      'GET /api/pets/7': { body: dog },
      'GET /api/pets/attachment-requests/5/file': { raw: 'PNG bytes', headers: { 'content-type': 'image/png' } },
    });
    await renderPage(<AttachmentsView />, { url: '/en/moder/attachments?type=photo', messages: messages('en') });
    const image = (await screen.findByTestId('request-image', {}, { timeout: 5000 })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:preview');
    expect(image.alt).toBe('trial.png');
    expect(created.mock.calls[0][0].type).toBe('image/png');
    expect(api.calls.filter((call) => call.path === '/api/pets/attachment-requests/5/file')).toHaveLength(1);
    expect(screen.getByTestId('request-type').textContent).toBe('Photo');
  });

  const pdfRequest = (bytes: string, mime = 'application/octet-stream') => mockApi({
    'GET /api/pets/attachment-requests': { body: { items: [request(1, { file: pdfFile })], total: 1, page: 1, limit: 10 } },
    'GET /api/pets/7': { body: dog },
    // The answer's own type is not what the frame gets: the page types the blob itself.
    'GET /api/pets/attachment-requests/1/file': { raw: bytes, headers: { 'content-type': mime } },
  });
  const objectUrls = () => {
    const created = vi.fn((_blob: Blob) => 'blob:http://localhost/pdf-1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    return { created, revoked };
  };

  it('shows a PDF in a frame of a blob: URL typed application/pdf by the page, named for the document; hiding it revokes the URL', async () => {
    const { created, revoked } = objectUrls();
    const api = pdfRequest('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n');
    await renderPage(<AttachmentsView />, { url: '/de/moder/attachments', messages: messages('de') });
    const frame = (await screen.findByTestId('request-pdf')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/pdf-1');
    expect(frame.title).toBe('PDF-Dokument hips.pdf');
    expect(frame.hasAttribute('sandbox')).toBe(false);
    const blob = created.mock.calls[0][0];
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n');
    expect(api.calls.filter((call) => call.path === '/api/pets/attachment-requests/1/file')).toHaveLength(1);
    // The tab stays the way to a larger view.
    expect(screen.getByTestId('request-open-file').textContent).toBe('PDF öffnen');

    const toggle = screen.getByTestId('request-pdf-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(frame.id);
    fireEvent.click(toggle);
    expect(screen.queryByTestId('request-pdf')).toBeNull();
    expect(revoked).toHaveBeenCalledWith('blob:http://localhost/pdf-1');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('PDF hier anzeigen');
  });

  it('frames no file whose bytes do not start with %PDF-, whatever its type says: the card offers the tab instead', async () => {
    const { created } = objectUrls();
    pdfRequest('<html><script>alert(1)</script></html>', 'application/pdf');
    await renderPage(<AttachmentsView />, { url: '/en/moder/attachments', messages: messages('en') });
    expect((await screen.findByTestId('request-pdf-refused')).textContent).toBe('This file is not a PDF, so it is not shown here.');
    expect(screen.queryByTestId('request-pdf')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(created).not.toHaveBeenCalled();
    expect(screen.getByTestId('request-open-file').textContent).toBe('Open the PDF');
  });

  it('on phones folds the PDF away until asked for; a browser without an inline PDF viewer gets the tab only', async () => {
    objectUrls();
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    const api = pdfRequest('%PDF-1.7\n%%EOF\n');
    const page = await renderPage(<AttachmentsView />, { url: '/en/moder/attachments', messages: messages('en') });
    const toggle = await screen.findByTestId('request-pdf-toggle');
    expect(toggle.textContent).toBe('Show the PDF here');
    expect(screen.queryByTestId('request-pdf')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/pets/attachment-requests/1/file')).toBe(false);
    fireEvent.click(toggle);
    expect((await screen.findByTestId('request-pdf')).getAttribute('src')).toBe('blob:http://localhost/pdf-1');
    page.unmount();

    vi.stubGlobal('matchMedia', matchMediaStub(false));
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    try {
      await renderPage(<AttachmentsView />, { url: '/en/moder/attachments', messages: messages('en') });
      expect((await screen.findByTestId('request-pdf-no-viewer')).textContent).toBe('This browser does not show PDFs inside a page: open it in a tab.');
      expect(screen.queryByTestId('request-pdf-toggle')).toBeNull();
      expect(screen.queryByTestId('request-pdf')).toBeNull();
      expect(screen.getByTestId('request-open-file')).toBeTruthy();
    } finally {
      delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
    }
  });
});
