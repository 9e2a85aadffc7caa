import { damSlot, sireSlot, type TreeLayout } from './layout';

/**
 * One SVG path for every line of the tree: from the right edge of a box, a fork to the left edges of its sire
 * and dam. Only boxes that are drawn get lines.
 */
export function connectorPath(layout: TreeLayout, drawn: ReadonlySet<number>): string {
  const parts: string[] = [];
  for (const slot of drawn) {
    const sire = sireSlot(slot);
    const dam = damSlot(slot);
    const box = layout.boxes[slot];
    const s = drawn.has(sire) ? layout.boxes[sire] : undefined;
    const d = drawn.has(dam) ? layout.boxes[dam] : undefined;
    if (!box || !s || !d) continue;
    const from = box.x + box.width;
    const fork = (from + s.x) / 2;
    const cy = box.y + box.height / 2;
    const sy = s.y + s.height / 2;
    const dy = d.y + d.height / 2;
    parts.push(`M${from} ${cy}H${fork}M${fork} ${sy}V${dy}M${fork} ${sy}H${s.x}M${fork} ${dy}H${d.x}`);
  }
  return parts.join('');
}
