/** A page of a list: its number (from 1) and its length. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** `{ page, limit }` with the query defaults applied. */
export const pageOf = (query: { page?: number; limit?: number }): PageRequest => ({ page: query.page ?? 1, limit: query.limit ?? 20 });

/** How many rows come before the page. */
export const offsetOf = (page: PageRequest) => (page.page - 1) * page.limit;
