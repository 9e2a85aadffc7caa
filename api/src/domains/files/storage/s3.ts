import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../../config/env';
import { IMMUTABLE_CACHE, isDocumentKey, isFileKey } from './keys';
import type { FileStorage } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket (AWS, MinIO, R2…); files are public at `${publicUrl}/${key}`. */
export function s3Storage(config: S3Config, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  const prefix = `${config.publicUrl}/`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE,
          // The bucket serves documents as downloads, as /api/files does.
          ...(isDocumentKey(key) ? { ContentDisposition: 'attachment' } : {}),
        }),
      );
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      const valid = keys.filter(isFileKey);
      if (valid.length === 0) return;
      await s3.send(
        new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: valid.map((Key) => ({ Key })), Quiet: true } }),
      );
    },
    url: (key) => `${prefix}${key}`,
    keyOf(url) {
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isFileKey(key) ? key : null;
    },
  };
}
