import type { ImportProblem, ImportSummary } from '@bc/shared/contracts';
import type { ImportAnalysis } from './analysis';
import { type ImportRow, nameKey, registrationKey } from './rows';

/** The keys the database is asked about: registrations, microchips and names (parents' too). */
export function lookupKeys(rows: readonly ImportRow[]): { registrations: string[]; microchips: string[]; names: string[] } {
  const registrations = new Set<string>();
  const microchips = new Set<string>();
  const names = new Set<string>();
  for (const r of rows) {
    if (r.registration) registrations.add(registrationKey(r.registration.number));
    if (r.microchip) microchips.add(r.microchip);
    if (r.registeredName) names.add(nameKey(r.registeredName));
    for (const ref of [r.sire, r.dam]) {
      if (ref === null) continue;
      registrations.add(registrationKey(ref));
      microchips.add(ref.replace(/[\s.-]+/g, '').toUpperCase());
      names.add(nameKey(ref));
    }
  }
  return { registrations: [...registrations], microchips: [...microchips], names: [...names] };
}

/**
 * The preview as the importer sees it: counts, and the problems with their rows. Unknown values of one field and
 * text are one problem with all their rows (`BLACK/WHITE` on 40 rows is mapped once).
 */
export function previewOf(analysis: ImportAnalysis): { summary: ImportSummary; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const unknown = new Map<string, ImportProblem>();
  for (const { skip: _skip, drop: _drop, ...p } of analysis.problems) {
    if (p.kind !== 'unknown-value') {
      problems.push(p);
      continue;
    }
    const key = `${p.field}\u0000${p.value}`;
    const seen = unknown.get(key);
    if (seen) {
      seen.rows.push(...p.rows);
      if (!seen.dogs.includes(p.dogs[0])) seen.dogs.push(...p.dogs);
    } else {
      const first = { ...p, rows: [...p.rows], dogs: [...p.dogs] };
      unknown.set(key, first);
      problems.push(first);
    }
  }
  const dogs = analysis.dogs.filter((d) => !d.placeholder);
  return {
    summary: {
      rows: analysis.rows,
      dogs: dogs.length,
      existing: dogs.filter((d) => d.existing).length,
      placeholders: analysis.dogs.length - dogs.length,
      healthResults: dogs.reduce((n, d) => n + d.health.length, 0),
    },
    problems,
  };
}
