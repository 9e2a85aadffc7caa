import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '@bc/shared/contracts';
import type { Config } from '../../config/env';
import { type Limit, perCallerLimit } from '../../plugins/external/rate-limit';
import { type Avatars, createAvatars } from './avatars';
import { createDocuments, type Documents } from './documents';
import { createPhotos, type Photos } from './photos';
import routes from './routes';
import { createStorage, type FileStorage } from './storage';
import { createUploads, type Uploads } from './uploads';

export interface FilesOptions {
  /** Largest accepted file (default 20 MB; tests lower it). */
  maxBytes?: number;
  /** Unfinished chunked uploads per member (default 20). */
  maxPendingPerUser?: number;
  /** Unattached uploads are deleted after this (default 24 h). */
  expireAfterMs?: number;
  /** How often expired uploads are cleaned (default hourly; false: only at start). */
  cleanupIntervalMs?: number | false;
  /** Uploads (process and add requests) per member; applies when rate limits are on. Default 100 per 10 min. */
  uploadLimit?: Limit;
  /** A storage to use instead of the configured one (tests). */
  storage?: FileStorage;
}

/** The files domain: stored files, uploads, pets' photos and documents, avatars. */
export interface Files {
  storage: FileStorage;
  uploads: Uploads;
  photos: Photos;
  documents: Documents;
  avatars: Avatars;
  tempDir: string;
  maxBytes: number;
  /** onRequest hook limiting uploads per signed-in member (runs after the auth hook); none when limits are off. */
  uploadLimit: onRequestAsyncHookHandler | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files;
  }
}

const HOUR = 3_600_000;

/**
 * Files: stored files (local disk or S3), uploads (FilePond's protocol; expired ones are cleaned at start and
 * hourly), pets' photos and documents, avatars. Routes: /api/uploads/…, /api/files/…, /api/images/…, /api/docs/….
 */
export type FilesPluginOptions = FilesOptions & { config: Pick<Config, 'storage' | 'dataDir' | 'publicUrl'> };

export default fp<FilesPluginOptions>(
  async (app, options) => {
    const { config } = options;
    const storage = options.storage ?? createStorage(config.storage, config.publicUrl);
    const tempDir = join(config.dataDir, 'uploads-tmp');
    await mkdir(tempDir, { recursive: true });
    const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
    const uploads = createUploads(app.data.uploads, storage, tempDir, {
      maxBytes,
      maxPendingPerUser: options.maxPendingPerUser ?? 20,
      expireAfterMs: options.expireAfterMs ?? 24 * HOUR,
    });

    const uploadLimit = perCallerLimit(app, 'uploads', options.uploadLimit ?? { max: 100, timeWindow: 10 * 60_000 }, (seconds) => `Too many uploads; try again in ${seconds} s`);
    app.decorate('files', {
      storage, uploads, tempDir, maxBytes, uploadLimit,
      photos: createPhotos(app.data, uploads, app.events),
      documents: createDocuments(app.data, uploads, app.events),
      avatars: createAvatars(uploads, app.log),
    });

    const clean = () =>
      uploads.cleanup().then(
        (result) => {
          if (result.expired + result.tempFiles > 0) app.log.info(result, 'expired uploads removed');
        },
        (error: unknown) => app.log.error({ err: error }, 'upload cleanup failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      running = clean();
      const every = options.cleanupIntervalMs ?? HOUR;
      if (every !== false) {
        timer = setInterval(() => {
          running = clean();
        }, every);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(routes);
  },
  { name: 'files', dependencies: ['data', 'auth', 'rate-limit'] },
);
