import { memo, type CSSProperties } from 'react';
import type { DiseaseStatus } from '@bc/shared/contracts';
import { repeatColour } from '../../../lib/repeat-colour';
import { STATUS_COLOR } from '../../../lib/disease-status';
import { boxTier, slotGeneration, type BoxTier, type SlotBox } from '../lib/layout';
import type { SlotItem } from '../lib/visible-slots';
import classes from './tree-box.module.css';

export interface TreeBoxLabels {
  unknown: string;
  hidden: string;
  hiddenTitle: string;
  offspring: string;
  status: Record<DiseaseStatus, string>;
  repeat: (n: number) => string;
}

export interface TreeBoxProps {
  item: SlotItem;
  box: SlotBox;
  /** The pet page of a known pet. */
  href?: string;
  /** Birth year, colour, own COI… */
  meta?: string;
  /** Health marker of the chosen test (undefined when no test is chosen). */
  status?: DiseaseStatus;
  labels: TreeBoxLabels;
  /** The print layout's placement (percentages of its sheet) and tier, instead of `box`'s pixels. */
  print?: { left: number; top: number; width: number; height: number; tier: BoxTier };
  /** On the chart: the box as an item of the tree (one tab stop: only the active box has tabIndex 0). */
  nav?: TreeItemNav;
}

export interface TreeItemNav {
  active: boolean;
  /** Open (its parents shown), closed, or no ancestors to show (undefined). */
  expanded?: boolean;
}

/** The ARIA of a box as a tree item: its generation as the level, sire 1 and dam 2 of a set of two. */
function treeItemProps(slot: number, nav: TreeItemNav | undefined) {
  if (!nav) return {};
  return {
    role: 'treeitem',
    tabIndex: nav.active ? 0 : -1,
    'aria-level': slotGeneration(slot) + 1,
    'aria-setsize': slot === 0 ? 1 : 2,
    'aria-posinset': slot === 0 ? 1 : 2 - (slot % 2),
    'aria-expanded': nav.expanded,
  } as const;
}

/** What a known pet's box shows besides the pet itself: computed once per slot for the chart and the printout. */
export type TreeBoxDetails = Pick<TreeBoxProps, 'href' | 'meta' | 'status'>;

type BoxStyle = CSSProperties & Record<`--${string}`, string>;

/** A box narrower than this (a phone's) wraps its name on up to three lines and shows no photo. */
const NARROW_BOX = 140;

/** One slot of the tree: a link to the pet's page, an "unknown" placeholder, or the offspring of a test mating. */
export const TreeBox = memo(function TreeBox({ item, box, href, meta, status, labels, print, nav }: TreeBoxProps) {
  const style: BoxStyle = print
    ? { left: `${print.left}%`, top: `${print.top}%`, width: `${print.width}%`, height: `${print.height}%` }
    : { left: box.x, top: box.y, width: box.width, height: box.height };
  if (item.kind !== 'pet') {
    const text = item.kind === 'unknown' ? labels.unknown : item.kind === 'hidden' ? labels.hidden : labels.offspring;
    return (
      <div
        className={classes.box}
        style={style}
        data-slot={item.slot}
        data-kind={item.kind}
        data-print={print ? '' : undefined}
        title={item.kind === 'hidden' ? labels.hiddenTitle : undefined}
        {...treeItemProps(item.slot, nav)}
      >
        <span className={classes.name}>{text}</span>
      </div>
    );
  }
  const { pet, repeat, slot } = item;
  const tier = print?.tier ?? boxTier(box.height);
  if (repeat !== null) {
    const colour = repeatColour(repeat);
    style['--repeat-color'] = colour.color;
    style['--repeat-bg'] = colour.background;
    style['--repeat-border'] = colour.border;
  }
  const badge = status && (
    <span
      className={classes.status}
      data-status={status}
      style={{
        '--status-bg': `var(--mantine-color-${STATUS_COLOR[status]}-light)`,
        '--status-fg': `var(--mantine-color-${STATUS_COLOR[status]}-light-color)`,
      } as BoxStyle}
    >
      {labels.status[status]}
    </span>
  );
  const mark = repeat !== null && (
    <span className={classes.mark} role="img" aria-label={labels.repeat(repeat + 1)}>
      {repeat + 1}
    </span>
  );
  const text = (
    <>
      <span className={classes.row}>
        <span className={classes.name}>{pet.registeredName}</span>
        {mark}
        {tier === 'compact' && badge}
      </span>
      {tier === 'full' && pet.titles && <span className={classes.titles}>{pet.titles}</span>}
      {tier !== 'compact' && (meta || badge) && (
        <span className={classes.row}>
          <span className={classes.meta}>{meta}</span>
          {badge}
        </span>
      )}
    </>
  );
  return (
    <a
      href={href}
      className={classes.box}
      style={style}
      title={pet.registeredName}
      draggable={false}
      data-slot={slot}
      data-kind="pet"
      data-pet-id={pet.id}
      data-repeat={repeat ?? undefined}
      data-tier={tier}
      data-narrow={!print && box.width < NARROW_BOX ? '' : undefined}
      data-subject={slot === 0 ? '' : undefined}
      data-print={print ? '' : undefined}
      {...treeItemProps(slot, nav)}
    >
      {tier === 'full' && pet.thumbnail && !print && box.width >= NARROW_BOX ? (
        <span className={classes.row}>
          <img className={classes.thumb} src={pet.thumbnail} alt="" loading="lazy" draggable={false} />
          <span className={classes.main}>{text}</span>
        </span>
      ) : (
        text
      )}
    </a>
  );
});
