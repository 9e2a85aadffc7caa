import { Group, Stack, Text } from '@bc/shared/mantine';
import { Checkbox } from '@bc/shared/mantine/checkbox';
import { useUnit } from 'effector-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults, type PageAnswer, type PagedList } from '@bc/shared/list';
import { type QueueCommand, queueCommandOf } from './queue-keys';
import { QueueRow } from './queue-row';
import { ShortcutHelp } from './shortcut-help';
import classes from './queue.module.css';

/** What the keys (and the row's own buttons) do to a row; a key without a handler, or one that answers false, does nothing. */
export interface QueueKeys<Item> {
  /** `a`: approve, publish, lift. */
  approve?(item: Item): void;
  /** `r`: reject or hide with the queue's last reason (the view asks for one the first time). */
  reject?(item: Item): void;
  /** `o`: open the record. */
  open?(item: Item): void;
}

export interface QueueListProps<Item, Answer extends PageAnswer<Item>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filters: the queue only reads the answer
  list: PagedList<any, Answer>;
  /** Writes the chosen page (`useListUrl`'s `setPage`). */
  onPage(page: number): void;
  idOf(item: Item): number;
  /** The row's name, for its checkbox ("Select Moss of Hill"). */
  nameOf(item: Item): string;
  /** The row's content. */
  children(item: Item): ReactNode;
  /** The row's buttons: always shown (no hover-only actions), under the row on a phone. */
  actions?(item: Item): ReactNode;
  /** The buttons one under the other beside the row (a tall row: a request beside its dog), not side by side. */
  stackActions?: boolean;
  /** What opens under a row (a reason form). */
  below?(item: Item): ReactNode;
  keys: QueueKeys<Item>;
  /** What the keys do here, in the help (each queue says its own: "Publish again", "Approve"); null leaves a key out. */
  keyLabels?: Partial<Record<QueueCommand, string | null>>;
  /** Rows have checkboxes (x selects); false for a list without bulk actions (the audit log). */
  selectable?: boolean;
  /** The bulk action bar's buttons for the selected rows; `clear` empties the selection. */
  bulk?(selected: Item[], clear: () => void): ReactNode;
  /** Data attributes and a test id for each row. */
  rowProps?(item: Item): Record<string, string | number>;
  skeleton: ReactNode;
  empty: ReactNode;
  toolbar?: ReactNode;
  /** `PagedResults`' test ids (`<testId>`, `-count`, `-pagination`), and `<testId>-bulk` for the bar. */
  testId: string;
}

/**
 * A moderation queue: a paged list (its filters in the URL, `useListUrl`) with bulk selection and the keyboard:
 * j/k move the current row (highlighted, focused and scrolled into view), a approves, r rejects with the last reason,
 * o opens, x selects, ? shows the help. Keys typed into a field or pressed while a modal is open are left alone.
 * Rows become cards on a phone; every action is a visible button.
 */
export function QueueList<Item, Answer extends PageAnswer<Item>>({
  list, onPage, idOf, nameOf, children, actions, stackActions = false, below, keys, keyLabels, selectable = true, bulk, rowProps, skeleton, empty, toolbar, testId,
}: QueueListProps<Item, Answer>) {
  const { t } = useTranslation('moderation');
  const answer = useUnit(list.$answer);
  const items = useMemo(() => answer?.items ?? [], [answer]);
  const [current, setCurrent] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [help, setHelp] = useState(false);
  const rows = useRef(new Map<number, HTMLElement>());
  const moved = useRef(false);

  // A new page keeps only the selection and current row still on it.
  useEffect(() => {
    const ids = new Set(items.map(idOf));
    setSelected((before) => (Array.from(before).every((id) => ids.has(id)) ? before : new Set(Array.from(before).filter((id) => ids.has(id)))));
    setCurrent((before) => (before !== null && ids.has(before) ? before : null));
  }, [items, idOf]);

  // The row the keys moved to gets the focus, in view.
  useEffect(() => {
    if (!moved.current || current === null) return;
    moved.current = false;
    const row = rows.current.get(current);
    row?.focus({ preventScroll: true });
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const toggle = useCallback(
    (id: number) =>
      setSelected((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const state = useRef({ items, current, keys, selectable });
  state.current = { items, current, keys, selectable };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = queueCommandOf(event);
      if (command === null) return;
      const { items: shown, current: id, keys: handlers } = state.current;
      const index = shown.findIndex((item) => idOf(item) === id);
      const item = index >= 0 ? shown[index] : undefined;
      const move = (to: number) => {
        if (shown.length === 0) return;
        moved.current = true;
        setCurrent(idOf(shown[Math.max(0, Math.min(shown.length - 1, to))]));
      };
      event.preventDefault();
      switch (command) {
        case 'next':
          return move(index + 1);
        case 'previous':
          return move(index < 0 ? 0 : index - 1);
        case 'help':
          return setHelp(true);
        case 'select':
          return item && state.current.selectable && toggle(idOf(item));
        default:
          if (item) handlers[command]?.(item);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [idOf, toggle]);

  const chosen = items.filter((item) => selected.has(idOf(item)));
  const all = items.length > 0 && chosen.length === items.length;
  const clear = () => setSelected(new Set());

  return (
    <Stack gap="sm">
      <div className={classes.bar} data-testid={`${testId}-bulk`}>
        {selectable && (
          <>
            <label className={classes.check}>
              <Checkbox
                size="md"
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                disabled={items.length === 0}
                onChange={() => setSelected(all ? new Set() : new Set(items.map(idOf)))}
                aria-label={t('queue.selectPage')}
                data-testid="queue-select-page"
              />
            </label>
            <Text size="sm" c={chosen.length ? undefined : 'dimmed'} data-testid="queue-selected">
              {chosen.length ? t('queue.selected', { count: chosen.length }) : t('queue.selectPage')}
            </Text>
            {chosen.length > 0 && bulk && <Group gap="xs" wrap="wrap">{bulk(chosen, clear)}</Group>}
          </>
        )}
        <ShortcutHelp opened={help} onOpen={() => setHelp(true)} onClose={() => setHelp(false)} labels={keyLabels} />
      </div>
      <PagedResults list={list} onPage={onPage} skeleton={skeleton} empty={empty} toolbar={toolbar} testId={testId}>
        {(page) => (
          <ul className={classes.list} data-stack-actions={stackActions || undefined}>
            {page.items.map((item) => {
              const id = idOf(item);
              return (
                <QueueRow
                  key={id}
                  ref={(element) => {
                    if (element) rows.current.set(id, element);
                    else rows.current.delete(id);
                  }}
                  name={nameOf(item)}
                  selectable={selectable}
                  current={current === id}
                  selected={selected.has(id)}
                  onToggle={() => toggle(id)}
                  onPick={() => setCurrent(id)}
                  actions={actions?.(item)}
                  below={below?.(item)}
                  {...rowProps?.(item)}
                >
                  {children(item)}
                </QueueRow>
              );
            })}
          </ul>
        )}
      </PagedResults>
    </Stack>
  );
}
