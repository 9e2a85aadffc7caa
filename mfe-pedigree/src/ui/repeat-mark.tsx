import type { CSSProperties } from 'react';
import { repeatColour } from '../lib/repeat-colour';
import classes from './repeat-mark.module.css';

/** A repeated ancestor's number in its colour, as the tree marks it (lists of ancestors beside or below a tree). */
export function RepeatMark({ repeat, label }: { repeat: number; label: string }) {
  const colour = repeatColour(repeat);
  return (
    <span
      className={classes.mark}
      role="img"
      aria-label={label}
      data-repeat={repeat}
      style={{ '--repeat-color': colour.color, '--repeat-bg': colour.background } as CSSProperties}
    >
      {repeat + 1}
    </span>
  );
}
