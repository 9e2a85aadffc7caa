import { parse as parseDisposition } from 'content-disposition';
import { apiPath } from '../contracts/api-path';
import type { ContractedEndpoint } from '../contracts/call-types';
import type { CallArgs } from './call-api';
import { apiFetchFile } from './client';

/** A file an API route answered: its bytes, the name the server gave it, and the answer's headers. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  headers: Headers;
}

/** The file name of a `Content-Disposition` header (its UTF-8 `filename*` first), or `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return parseDisposition(header).parameters.filename || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Fetches a file through its route's contract, as `callApi` calls it (the session's Bearer token, the page's
 * Accept-Language, a refresh on 401, errors as `ApiError`): a plain link would carry no token.
 */
export async function fetchFile<E extends ContractedEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<DownloadedFile> {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const response = await apiFetchFile(apiPath(endpoint, { params, query } as never), { ...options, method: endpoint.method });
  const blob = response._data ?? new Blob([]);
  return { blob, fileName: dispositionFileName(response.headers.get('content-disposition'), 'download'), headers: response.headers };
}

/** Has the browser save a file under its name (a link clicked: the download bar, or the save dialog). */
export function saveFile({ blob, fileName }: Pick<DownloadedFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file through its route (see `fetchFile`) and saves it under the name the server gave it. */
export async function downloadFile<E extends ContractedEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<DownloadedFile> {
  const file = await fetchFile(endpoint, ...args);
  saveFile(file);
  return file;
}

/**
 * Shows a fetched file in a new tab: the tab is opened at the click (a popup opened after the fetch would be blocked),
 * then given the file once it has arrived; without a tab (a blocker) the file is saved instead.
 */
export async function openFileInTab(load: () => Promise<Pick<DownloadedFile, 'blob' | 'fileName'>>): Promise<void> {
  const tab = window.open('', '_blank');
  const file = await load();
  if (!tab) return saveFile(file);
  tab.opener = null;
  tab.location.href = URL.createObjectURL(file.blob);
}
