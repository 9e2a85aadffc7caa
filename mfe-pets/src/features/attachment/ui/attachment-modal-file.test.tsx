import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import type { FileUploadProps } from '../../../ui/file-upload';
import { AttachmentModal } from './attachment-modal';

// FilePond's uploads need a browser (the end-to-end tests drive them): here a stand-in reports what it would.
vi.mock('../../../ui/file-upload', () => ({
  FileUpload: (props: FileUploadProps) => (
    <div data-testid={props.testId}>
      <span>{props.label}</span>
      <span>{props.description}</span>
      <span data-testid="upload-target">{props.target}</span>
      <button type="button" onClick={() => props.onBusyChange?.(true)}>start</button>
      <button
        type="button"
        onClick={() => {
          props.onChange([{ key: 'k1', uploadId: 'Up1oadIdOfTwentyTwoChr', name: 'Сертификат.pdf', file: new File(['%PDF'], 'Сертификат.pdf') }]);
          props.onBusyChange?.(false);
        }}
      >
        finish
      </button>
    </div>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe('attachment modal: a file for the moderators', () => {
  it('uploads a document through the docs endpoint and sends its id with the request; waits for the upload', async () => {
    const api = mockApi({ 'POST /api/pets/add-attachment-request': { status: 201, body: { id: 4 } } });
    const close = vi.fn();
    await renderPage(<AttachmentModal close={close} props={{ petId: 5 }} />, { url: '/pl', messages: messages('pl') });
    expect(screen.getByTestId('upload-target').textContent).toBe('docs');
    expect(screen.getByText('Plik (opcjonalnie)')).toBeTruthy();
    expect(screen.getByText(/Widzą go tylko moderatorzy/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('attachment-info'), { target: { value: 'Świadectwo HD' } });
    fireEvent.click(screen.getByText('start'));
    expect((screen.getByTestId('attachment-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('finish'));
    expect((screen.getByTestId('attachment-send') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('attachment-send'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls[0].body).toEqual({ petId: 5, type: 'correction', info: 'Świadectwo HD', locale: 'pl', uploadId: 'Up1oadIdOfTwentyTwoChr' });
  });
});
