import type { MatingStatus } from '@bc/shared/contracts';

export type StepState = 'done' | 'current' | 'todo' | 'stopped';
export interface TimelineStep {
  status: MatingStatus;
  state: StepState;
}

const PATH: MatingStatus[] = ['planned', 'mated', 'confirmed', 'whelped'];

/**
 * The steps of a mating's life as its page draws them: planned → mated → confirmed → whelped, the current one
 * marked; a missed mating ends after "mated", a cancelled one after "planned", with the stop as the last step.
 */
export function timeline(status: MatingStatus): TimelineStep[] {
  if (status === 'missed' || status === 'cancelled') {
    const before: MatingStatus[] = status === 'missed' ? ['planned', 'mated'] : ['planned'];
    return [...before.map((s) => ({ status: s, state: 'done' as const })), { status, state: 'stopped' }];
  }
  const at = PATH.indexOf(status);
  return PATH.map((s, i) => ({ status: s, state: i < at ? 'done' : i === at ? 'current' : 'todo' }));
}
