/**
 * Colours of repeated ancestors, by the `repeat` index of the API (stable per tree). Mantine's palette gives
 * twelve well-separated hues that follow the colour scheme; past twelve the hues come round again with a dashed,
 * then a dotted border, and every repeated ancestor also carries its number, so colour is never the only cue.
 */
export const REPEAT_PALETTE = [
  'blue',
  'orange',
  'grape',
  'lime',
  'pink',
  'cyan',
  'yellow',
  'indigo',
  'green',
  'violet',
  'red',
  'teal',
] as const;
const BORDERS = ['solid', 'dashed', 'dotted'] as const;

export interface RepeatColour {
  /** Mantine colour name. */
  name: (typeof REPEAT_PALETTE)[number];
  border: (typeof BORDERS)[number];
  /** Strong colour (borders, swatches). */
  color: string;
  /** Tint for backgrounds. */
  background: string;
}

export function repeatColour(index: number): RepeatColour {
  const safe = Number.isInteger(index) && index >= 0 ? index : 0;
  const name = REPEAT_PALETTE[safe % REPEAT_PALETTE.length];
  const border = BORDERS[Math.floor(safe / REPEAT_PALETTE.length) % BORDERS.length];
  return { name, border, color: `var(--mantine-color-${name}-filled)`, background: `var(--mantine-color-${name}-light)` };
}
