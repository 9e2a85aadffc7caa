import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isFileKey } from './keys';
import type { FileStorage } from './types';

export const LOCAL_FILES_PATH = '/api/files/';

/** Files under `dir` (DATA_DIR/files), served at /api/files/<key>; URLs are site-relative. */
export function localStorage(dir: string, publicUrl: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
    return join(dir, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        const info = await stat(pathOf(key));
        if (!info.isFile()) return null;
        return { stream: createReadStream(pathOf(key)), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(keys) {
      for (const key of keys) {
        if (!isFileKey(key)) continue;
        await rm(pathOf(key), { force: true });
        if (key.startsWith('images/')) await rm(dirname(pathOf(key)), { recursive: true, force: true });
      }
    },
    url: (key) => `${LOCAL_FILES_PATH}${key}`,
    keyOf(url) {
      let path = url;
      if (/^https?:\/\//i.test(url)) {
        const parsed = URL.canParse(url) ? new URL(url) : null;
        const site = URL.canParse(publicUrl) ? new URL(publicUrl) : null;
        if (!parsed || !site || parsed.origin !== site.origin) return null;
        path = parsed.pathname;
      }
      if (!path.startsWith(LOCAL_FILES_PATH)) return null;
      const key = path.slice(LOCAL_FILES_PATH.length);
      return isFileKey(key) ? key : null;
    },
  };
}
