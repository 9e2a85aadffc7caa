import { Group, Stack, Text } from '@bc/shared/mantine';
import { Pagination } from '@bc/shared/mantine/pagination';
import { useUnit } from 'effector-react';
import { type MouseEvent, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import type { PageAnswer, PagedList } from './paged-list';

export interface PagedResultsProps<Answer extends PageAnswer> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filters: the results only read the answer
  list: PagedList<any, Answer>;
  /** Draws the page's items (called only when there are some). */
  children: (answer: Answer) => ReactNode;
  /** What stands in while the first page loads. */
  skeleton: ReactNode;
  /** What an answer without items shows. */
  empty: ReactNode;
  /** Writes the chosen page (to the URL: `useListUrl`'s `setPage`; or the list's `pageChanged`). */
  onPage(page: number): void;
  /**
   * The address of a page: each page number is then a link (`<a href>`, so it opens in a new tab); a plain click
   * still goes through `onPage`.
   */
  pageHref?: (page: number) => string;
  /** Shown beside the count (a sort control). */
  toolbar?: ReactNode;
  /** Show "Found: N" above the items (the default). */
  count?: boolean;
  /** Test ids: `<testId>` on the whole, `-count`, `-error`, `-pagination`. */
  testId: string;
}

/**
 * The states of a paged list around its items, the same on every list: the result count, the failure with a retry,
 * the skeleton until the first page, the empty state, the items (dimmed while the next page loads) and pagination.
 */
export function PagedResults<Answer extends PageAnswer>({ list, children, skeleton, empty, onPage, pageHref, toolbar, count = true, testId }: PagedResultsProps<Answer>) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [latestAnswer, latestStatus, pages, current, retried] = useUnit([list.$answer, list.$status, list.$pages, list.$current, list.retried]);
  // A new page renders in the background (a deferred value renders in slices), so its arrival is not one long
  // blocking update on a phone.
  const { answer, status } = useDeferredValue(useMemo(() => ({ answer: latestAnswer, status: latestStatus }), [latestAnswer, latestStatus]));
  const loading = status === 'loading' || status === 'idle';

  return (
    <Stack gap="sm" aria-busy={loading} data-testid={testId} data-status={status}>
      {(count || toolbar) && (
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          {count && (
            <Text size="sm" c="dimmed" mih={22} aria-live="polite" data-testid={`${testId}-count`}>
              {answer && status !== 'failed' ? t('states.found', { count: `${formatNumber(answer.total, locale)}${answer.totalCapped ? '+' : ''}` } as Record<string, unknown>) : '\u00a0'}
            </Text>
          )}
          {toolbar}
        </Group>
      )}
      {(status === 'failed' || status === 'not-found') && <LoadFailure onRetry={retried} testId={`${testId}-error`} />}
      {loading && !answer && skeleton}
      {answer && answer.items.length === 0 && status === 'ready' && empty}
      {answer && answer.items.length > 0 && (
        <div data-loading={loading || undefined} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {children(answer)}
        </div>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(current, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(item) => ({
            'aria-label': t('pagination.page', { page: item }),
            ...(pageHref && {
              component: 'a',
              href: pageHref(item),
              onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                // A click with a modifier or the middle button is the browser's (a new tab or window).
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onPage(item);
              },
            }),
          })}
          data-testid={`${testId}-pagination`}
        />
      )}
    </Stack>
  );
}
