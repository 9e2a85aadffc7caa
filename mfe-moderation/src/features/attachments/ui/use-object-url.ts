import { useEffect, useState } from 'react';

/** A fetched file as an object URL: `url` once loaded, `refused` when the loader found nothing to show, `failed` on an error. */
export interface ObjectUrl {
  url: string | null;
  refused: boolean;
  failed: boolean;
}

type Loader = (id: number) => Promise<Blob | null>;

const LOADING: ObjectUrl = { url: null, refused: false, failed: false };

/**
 * The file `load(id)` fetches (with the moderator's token: an `<img>` or a frame alone sends none) as an object URL,
 * while `load` is given; the URL is revoked when `id` or `load` changes and when the component goes. `load` answering
 * null: nothing to show (`refused`).
 */
export function useObjectUrl(id: number, load: Loader | null): ObjectUrl {
  // Kept with what it was loaded for: another file's (revoked) URL is never shown while the next one loads.
  const [state, setState] = useState<{ id: number; load: Loader; value: ObjectUrl } | null>(null);
  useEffect(() => {
    if (!load) return;
    let url: string | null = null;
    let gone = false;
    const settle = (value: ObjectUrl) => !gone && setState({ id, load, value });
    load(id).then(
      (blob) => {
        url = !gone && blob ? URL.createObjectURL(blob) : null;
        settle({ url, refused: !blob, failed: false });
      },
      () => settle({ url: null, refused: false, failed: true }),
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, load]);
  return state && state.id === id && state.load === load ? state.value : LOADING;
}
