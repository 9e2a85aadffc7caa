import type { Readable } from 'node:stream';

/** Where stored files live: the local disk (served by /api/files/…) or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number | undefined } | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /** The key behind one of this storage's URLs (absolute or, for local files, site-relative), else null. */
  keyOf(url: string): string | null;
}
