/** A page of a list: its number (from 1) and its length. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** `{ page, limit }` with the query defaults applied. */
export const pageOf = (query: { page?: number; limit?: number }): PageRequest => ({ page: query.page ?? 1, limit: query.limit ?? 20 });

/** How many rows come before the page. */
export const offsetOf = (page: PageRequest) => (page.page - 1) * page.limit;

/** A page of list answers: its rows mapped and the total of what the page is cut from, read side by side. */
export async function pageFrom<R, T>(
  page: PageRequest,
  rows: Promise<R[]>,
  total: Promise<{ total: number }[]>,
  map: (row: R) => T,
): Promise<{ items: T[]; total: number; page: number; limit: number }> {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { items: list.map(map), total: counted.total, page: page.page, limit: page.limit };
}
