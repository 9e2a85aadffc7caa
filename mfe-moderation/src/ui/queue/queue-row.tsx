import { Checkbox } from '@bc/shared/mantine/checkbox';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './queue.module.css';

interface QueueRowProps {
  ref: Ref<HTMLLIElement>;
  name: string;
  /** Without a checkbox (a list without bulk actions). */
  selectable?: boolean;
  current: boolean;
  selected: boolean;
  onToggle(): void;
  /** A click on the row (not on one of its controls) makes it the current row. */
  onPick(): void;
  actions?: ReactNode;
  below?: ReactNode;
  children: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
}

const CONTROLS = 'a, button, input, textarea, select, label, [role="combobox"], [role="option"]';

/** One row of a queue: its checkbox, its content, its buttons (a card on a phone); the current row is outlined and focusable. */
export function QueueRow({ ref, name, selectable = true, current, selected, onToggle, onPick, actions, below, children, ...data }: QueueRowProps) {
  const { t } = useTranslation('moderation');
  const pick = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest(CONTROLS))) onPick();
  };
  return (
    <li
      ref={ref}
      className={classes.row}
      tabIndex={current ? 0 : -1}
      aria-current={current || undefined}
      data-current={current || undefined}
      data-selected={selected || undefined}
      data-plain={!selectable || undefined}
      onClick={pick}
      {...data}
    >
      {selectable && (
        <label className={classes.check}>
          <Checkbox size="md" checked={selected} onChange={onToggle} aria-label={t('queue.select', { name })} data-testid="queue-select" />
        </label>
      )}
      <div className={classes.body}>{children}</div>
      {actions ? <div className={classes.actions}>{actions}</div> : <span />}
      {below && <div className={classes.after}>{below}</div>}
    </li>
  );
}
