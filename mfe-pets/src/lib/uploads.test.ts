import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MIME_TYPES, FILEPOND_CHUNK_SIZE, IGNORED_FILE_NAMES, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@bc/shared/contracts';
import english from '../../locales/en.json';
import {
  ACCEPTED_TYPES,
  CHUNK_SIZE,
  chunkHeaders,
  filePondServer,
  IGNORED_FILES,
  UPLOAD_ERROR_CODES,
  UPLOAD_ERROR_VALUES,
  UPLOAD_MAX_SIZE,
  uploadErrorCode,
} from './uploads';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'at=; Max-Age=0; Path=/';
});

describe('uploads (FilePond and the contract)', () => {
  it('sends a chunk of a Cyrillic-named file with header values a browser accepts, the name percent-encoded', () => {
    document.cookie = 'at=token-1; Path=/';
    const name = 'Родословная Бурана (копия).jpg';
    const headers = chunkHeaders({ offset: FILEPOND_CHUNK_SIZE, file: { size: 12_000_000, name } });
    expect(headers).toMatchObject({
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(FILEPOND_CHUNK_SIZE),
      'Upload-Length': '12000000',
      Authorization: 'Bearer token-1',
    });
    // Header values must be ByteStrings: the raw name is refused, the contract's encoding is plain ASCII.
    expect(() => new Headers({ 'Upload-Name': name })).toThrow(TypeError);
    expect(() => new Headers(headers)).not.toThrow();
    expect(headers['Upload-Name']).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(headers['Upload-Name'])).toBe(name);
  });

  it('is configured from the contract: endpoint, chunk size, limits, types and ignored files', () => {
    const server = filePondServer('docs');
    expect(server.url).toBe('/api/uploads/docs');
    expect(server.patch).toMatchObject({ url: '?patch=', method: 'PATCH' });
    expect(server.patch.headers({ offset: 0, file: { size: 1, name: 'Фото.png' } })['Upload-Name']).toBe(encodeURIComponent('Фото.png'));
    expect(server.process.headers(new File(['x'], 'a.pdf'))).not.toHaveProperty('Upload-Length');
    expect(CHUNK_SIZE).toBe(FILEPOND_CHUNK_SIZE);
    expect(Number(UPLOAD_MAX_SIZE)).toBe(UPLOAD_MAX_BYTES);
    expect(ACCEPTED_TYPES).toEqual({ images: [...IMAGE_MIME_TYPES], docs: [...DOCUMENT_MIME_TYPES] });
    expect(IGNORED_FILES).toEqual([...IGNORED_FILE_NAMES]);
  });

  it("hands FilePond the server's refusal, whose code the form explains in the page's language", () => {
    const body = JSON.stringify({ statusCode: 400, message: 'The image is too large in pixels', data: { field: 'file', code: 'too_many_pixels' } });
    const server = filePondServer('images');
    expect(server.process.onerror(body)).toBe(body);
    expect(server.patch.onerror(body)).toBe(body);
    expect(uploadErrorCode(server.process.onerror(body))).toBe('too_many_pixels');
    expect(uploadErrorCode('<html>Bad gateway</html>')).toBeNull();
    expect(uploadErrorCode(JSON.stringify({ data: { code: 'something_else' } }))).toBeNull();
    expect(uploadErrorCode(undefined)).toBeNull();
    for (const code of UPLOAD_ERROR_CODES) expect(english.upload.errors[code], code).toBeTruthy();
    expect(UPLOAD_ERROR_VALUES).toEqual({ size: '20 MB', limit: 40 });
  });
});
