import { createEvent, sample } from 'effector';
import { createLoadModel, type LoadModelOptions } from '@bc/shared/load';

/** What a list endpoint answers: one page of items and how many there are in all. */
export interface PageAnswer<Item = unknown> {
  items: Item[];
  total: number;
  /** `total` counted only so far (the moderation lists count a few pages ahead): there are more. */
  totalCapped?: boolean;
}

/** A list's filters with the page to show (1-based); the model adds the page size as `limit`. */
export type PagedQuery<Filters> = Filters & { page: number };

export interface PagedListOptions<Filters, Answer extends PageAnswer>
  extends Omit<LoadModelOptions<PagedQuery<Filters> & { limit: number }, Answer>, 'subject'> {
  /** Items per page (sent as `limit`). */
  pageSize: number;
  /**
   * Equal subjects keep the page on screen (dimmed) while the next one loads. By default every query of a list is
   * one subject (new filters or another page replace the old page when they arrive); a list of one member's pets
   * names the member, so another member's list starts from the skeleton.
   */
  subject?: (query: PagedQuery<Filters>) => string;
}

/**
 * A paged list driven by its filters (usually the page's URL, see `useListUrl`): `shown({ ...filters, page })`
 * loads that page (latest only, retry, states of the load model), `pageChanged(n)` another page of the same filters.
 * `Answer` is the endpoint's answer (`{ items, total }` and whatever else it says); `Filters` its query without
 * `page` and `limit`.
 */
export function createPagedList<Filters extends object, Answer extends PageAnswer>({
  pageSize,
  subject = () => 'list',
  ...options
}: PagedListOptions<Filters, Answer>) {
  const load = createLoadModel<PagedQuery<Filters> & { limit: number }, Answer>({ ...options, subject });

  /** The list was shown, or its filters or page changed. */
  const shown = createEvent<PagedQuery<Filters>>();
  /** Another page of the same filters (when the page is not in the URL). */
  const pageChanged = createEvent<number>();

  sample({ clock: shown, fn: (query) => ({ ...query, limit: pageSize }), target: load.opened });
  sample({
    clock: pageChanged,
    source: load.$query,
    filter: (query): query is PagedQuery<Filters> & { limit: number } => query !== null,
    fn: (query, page) => ({ ...query, page }) as PagedQuery<Filters> & { limit: number },
    target: load.opened,
  });

  /** How many pages the filters give (0 until the first answer). */
  const $pages = load.$data.map((answer) => (answer ? Math.max(1, Math.ceil(answer.total / pageSize)) : 0));
  /** The page on screen (1 until the first query). */
  const $current = load.$query.map((query) => query?.page ?? 1);

  return {
    shown,
    pageChanged,
    retried: load.retried,
    fetchFx: load.fetchFx,
    /** The answer on screen: the latest page (kept while the next one loads). */
    $answer: load.$data,
    $status: load.$status,
    $error: load.$error,
    $query: load.$query,
    $pages,
    $current,
    loaded: load.loaded,
    /** Changes the page on screen (an item unliked, a pet published). */
    patch: load.patch,
    pageSize,
  };
}

export type PagedList<Filters extends object = object, Answer extends PageAnswer = PageAnswer> = ReturnType<typeof createPagedList<Filters, Answer>>;
