import type { TFunction } from 'i18next';
import type { Locale } from '@bc/shared';
import type { HealthKind, HealthOptionSet } from '@bc/shared/contracts';

/** The kinds in the order forms and filters show them (the contract's list; only types are imported from it). */
export const HEALTH_KINDS: readonly HealthKind[] = ['dna', 'hips', 'elbows', 'eaod', 'baer', 'ocd_sp', 'ltv', 'va', 'mdd'];

/** The health option sets as Select groups by kind (DNA tests, hips, elbows…), names in the page's language. */
export function healthSetGroups(sets: readonly HealthOptionSet[], locale: Locale, t: TFunction) {
  return HEALTH_KINDS.map((kind) => ({
    group: t(`pets:health.kind.${kind}`),
    items: sets
      .filter((set) => set.kind === kind)
      .map((set) => ({ value: set.id, label: set.name[locale] ?? set.name.ru })),
  })).filter((group) => group.items.length > 0);
}
