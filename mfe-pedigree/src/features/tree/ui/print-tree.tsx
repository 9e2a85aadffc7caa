import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import type { TreeResponse } from '@bc/shared/contracts';
import { formatPercent } from '../../../lib/format';
import { connectorPath } from '../lib/connectors';
import { PRINT_SHEET_MM, printLayout } from '../lib/print-layout';
import type { SlotItem } from '../lib/visible-slots';
import { TreeBox, type TreeBoxDetails, type TreeBoxLabels } from './tree-box';
import classes from './print-tree.module.css';

export interface PrintTreeProps {
  tree: TreeResponse;
  items: SlotItem[];
  labels: TreeBoxLabels;
  /** Per known pet's slot: its page, the line under its name and the chosen test's marker (as on the chart). */
  details: ReadonlyMap<number, TreeBoxDetails>;
}

/**
 * The tree as printed: hidden on screen, on paper in place of the pan-and-zoom chart. As many generations of
 * ancestors as fit one A4 landscape page with legible names (lib/print-layout.ts says why that is five, sometimes
 * six), the dog and its COI figures in one line above, and a note when the screen showed more generations.
 */
export function PrintTree({ tree, items, labels, details }: PrintTreeProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const { depth, layout, viewBox, boxes, lines } = useMemo(() => {
    const print = printLayout(tree.depth, new Set(items.map((item) => item.slot)));
    return { ...print, lines: connectorPath(print.layout, new Set(print.boxes.map((box) => box.slot))) };
  }, [items, tree.depth]);
  const bySlot = useMemo(() => new Map(items.map((item) => [item.slot, item])), [items]);
  const { coi, avk } = tree;
  const subject = items[0]?.kind === 'pet' ? items[0].pet.registeredName : items[0]?.kind === 'offspring' ? labels.offspring : null;
  const figures = [
    ...(subject ? [subject] : []),
    `${t('summary.coi', { n: coi.generations })}: ${formatPercent(coi.coi, locale)}`,
    `${t('summary.coiFull')}: ${formatPercent(coi.full, locale)}`,
    ...(avk.avk === null ? [] : [`${t('summary.avk', { n: avk.generations })}: ${formatPercent(avk.avk / 100, locale, 1)}`]),
  ];
  return (
    <div className={classes.print} data-testid="print-tree" data-depth={depth} aria-hidden="true">
      <p className={classes.caption}>{figures.join(' · ')}</p>
      <div className={classes.sheet} style={{ '--sheet-height': PRINT_SHEET_MM.height } as CSSProperties}>
        <svg
          className={classes.lines}
          viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <path d={lines} />
        </svg>
        {boxes.map((box) => {
          const item = bySlot.get(box.slot)!;
          const detail = details.get(box.slot);
          return (
            <TreeBox
              key={box.slot}
              item={item}
              box={layout.boxes[box.slot]!}
              print={box}
              labels={labels}
              href={detail?.href}
              meta={detail?.meta}
              status={detail?.status}
            />
          );
        })}
      </div>
      {depth < tree.depth && <p className={classes.note}>{t('tree.printNote', { n: depth, total: tree.depth })}</p>}
    </div>
  );
}
