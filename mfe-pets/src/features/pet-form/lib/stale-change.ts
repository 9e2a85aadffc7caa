import type { ApiError } from '@bc/shared';
import { STALE_VERSION, type StaleVersionData } from '@bc/shared/contracts';

/** The change a save was refused over (409 `stale-version`: the pet changed after the form was filled), else null. */
export function staleChange(error: Pick<ApiError, 'statusCode' | 'data'> | null | undefined): StaleVersionData | null {
  const data = error?.data as Partial<StaleVersionData> | undefined;
  if (error?.statusCode !== 409 || data?.code !== STALE_VERSION || typeof data.updatedAt !== 'string') return null;
  return data as StaleVersionData;
}
