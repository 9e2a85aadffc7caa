import type { DiseaseStatus, OffspringRisk } from '@bc/shared/contracts';

export type OffspringStatus = OffspringRisk['status'];

/** The statuses in the order of the legend (a type-only import keeps the contracts' schemas out of the bundle). */
export const STATUS_ORDER = [
  'clear',
  'clear-by-parentage',
  'carrier',
  'obligate-carrier',
  'affected',
  'conflict',
  'unknown',
] as const satisfies readonly DiseaseStatus[];

/** Mantine colour per status (badges use the scheme-aware `light` variant). */
export const STATUS_COLOR: Record<DiseaseStatus, string> = {
  clear: 'green',
  'clear-by-parentage': 'teal',
  carrier: 'yellow',
  'obligate-carrier': 'orange',
  affected: 'red',
  unknown: 'gray',
  conflict: 'grape',
};

export const OFFSPRING_STATUS_COLOR: Record<OffspringStatus, string> = {
  clear: 'green',
  carrier: 'yellow',
  'at-least-carrier': 'orange',
  affected: 'red',
  unknown: 'gray',
};

/** Most worrying first: for lists of ancestors. */
const SEVERITY: Record<DiseaseStatus, number> = {
  affected: 0,
  conflict: 1,
  carrier: 2,
  'obligate-carrier': 3,
  clear: 4,
  'clear-by-parentage': 5,
  unknown: 6,
};

export function bySeverity(a: { status: DiseaseStatus }, b: { status: DiseaseStatus }): number {
  return SEVERITY[a.status] - SEVERITY[b.status];
}
