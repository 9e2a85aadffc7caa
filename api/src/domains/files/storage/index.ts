import type { StorageConfig } from '../../../config/env';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';
export { contentTypeOfKey, documentKey, imageKey, IMMUTABLE_CACHE, isDocumentKey, isFileKey } from './keys';
export { LOCAL_FILES_PATH } from './local';

/** The storage the configuration names (STORAGE=local|s3). */
export function createStorage(config: StorageConfig, publicUrl: string): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : localStorage(config.dir, publicUrl);
}
