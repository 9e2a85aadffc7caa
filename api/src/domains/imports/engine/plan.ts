import { IMPORT_CHOICES, type ImportProblemKind, type ImportResolution } from '@bc/shared/contracts';
import type { ImportAnalysis, ImportDog, ParentRef } from './analysis';

/** A dog to write: created (or, when `existing`, updated) with its parents and results. */
export interface PlannedDog {
  dog: ImportDog;
  /** The sex it is written with (a placeholder's from its role). */
  sex: 'male' | 'female';
  sire: ParentRef | null;
  dam: ParentRef | null;
}

export interface ImportPlan {
  dogs: PlannedDog[];
  /** The file's rows not imported (skipped by a choice, or no dog). */
  skippedLines: number[];
  /** Dogs left out: skipped, or whose sex stays unknown. */
  skippedDogs: string[];
  droppedLinks: number;
  /** Dogs of the file matched to a pet and left as they are (`existing: skip`): parents by that pet's id. */
  keptExisting: { dog: number; pet: number }[];
}

/** The choice for a kind: the importer's when it is one the kind accepts, else the kind's default. */
export function choiceFor(kind: ImportProblemKind, choices: Partial<Record<string, ImportResolution>>): ImportResolution {
  const allowed = IMPORT_CHOICES[kind];
  const chosen = choices[kind];
  return chosen !== undefined && allowed.includes(chosen) ? chosen : allowed[0];
}

/**
 * What an import writes, from the analysis and the importer's choices: skipped dogs are left out (links to them
 * become unknown), dropped links left unknown, dogs already in the database updated or left as they are (they stay
 * parents either way). Dropping or skipping every audited link leaves a sound pedigree (see audit.ts).
 */
export function planImport(analysis: ImportAnalysis, choices: Partial<Record<string, ImportResolution>>): ImportPlan {
  const { dogs } = analysis;
  const skipped = new Set<number>();
  const keepExisting = new Set<number>();
  const sires = [...analysis.sires];
  const dams = [...analysis.dams];
  let droppedLinks = 0;
  for (const p of analysis.problems) {
    const choice = choiceFor(p.kind, choices);
    if (p.kind === 'existing') {
      if (choice === 'skip') for (const d of p.skip) keepExisting.add(d);
    } else if (choice === 'skip') {
      for (const d of p.skip) skipped.add(d);
    } else if (choice === 'drop-link') {
      for (const { dog, role } of p.drop) {
        const links = role === 'sire' ? sires : dams;
        if (links[dog] !== null) droppedLinks++;
        links[dog] = null;
      }
    }
  }
  const linkOk = (ref: ParentRef | null) => (ref !== null && 'dog' in ref && skipped.has(ref.dog) ? null : ref);
  // A placeholder's sex is its role (the audit left it one role at most).
  const role = new Map<number, 'male' | 'female'>();
  dogs.forEach((d, i) => {
    if (skipped.has(i)) return;
    const s = linkOk(sires[i]);
    const m = linkOk(dams[i]);
    if (s && 'dog' in s) role.set(s.dog, 'male');
    if (m && 'dog' in m) role.set(m.dog, 'female');
  });
  const planned: PlannedDog[] = [];
  const skippedDogs: string[] = [];
  const skippedLines = new Set(analysis.skippedLines);
  const keptExisting: { dog: number; pet: number }[] = [];
  dogs.forEach((dog, i) => {
    const sex = dog.sex ?? role.get(i) ?? dog.existing?.sex ?? null;
    if (skipped.has(i) || sex === null) {
      skippedDogs.push(dog.label);
      for (const line of dog.lines) skippedLines.add(line);
      return;
    }
    if (dog.placeholder && !role.has(i)) return; // every link to it was dropped
    if (dog.existing && (keepExisting.has(i) || dog.existing.editable === false)) {
      keptExisting.push({ dog: i, pet: dog.existing.id });
      for (const line of dog.lines) skippedLines.add(line);
      return;
    }
    planned.push({ dog, sex, sire: linkOk(sires[i]), dam: linkOk(dams[i]) });
  });
  return { dogs: planned, skippedLines: [...skippedLines].sort((a, b) => a - b), skippedDogs, droppedLinks, keptExisting };
}
