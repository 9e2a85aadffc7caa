import { Group, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge, ThemeIcon } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { MatingDetail } from '@bc/shared/contracts';
import { timeline, type StepState } from '../lib/timeline';
import classes from './mating.module.css';

const STEP_COLOR: Record<StepState, string> = { done: 'teal', current: 'blue', todo: 'gray', stopped: 'red' };
const STEP_MARK: Record<StepState, string> = { done: '✓', current: '●', todo: '○', stopped: '✕' };

/** The mating's life as steps (planned → mated → confirmed → whelped, or missed / cancelled), and the stud owner's answer. */
export function StatusTimeline({ mating }: { mating: Pick<MatingDetail, 'status' | 'studAnswer' | 'studOwner'> }) {
  const { t } = useTranslation('matings');
  const steps = timeline(mating.status);
  return (
    <Stack gap="sm">
      <ol className={classes.timeline} aria-label={t('matings.status.label')} data-testid="mating-timeline">
        {steps.map((step, index) => (
          <li key={step.status} className={classes.step} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <ThemeIcon size="sm" radius="xl" variant={step.state === 'todo' ? 'light' : 'filled'} color={STEP_COLOR[step.state]} aria-hidden>
              <Text span fz={10} lh={1}>
                {STEP_MARK[step.state]}
              </Text>
            </ThemeIcon>
            <Text size="sm" fw={step.state === 'current' || step.state === 'stopped' ? 700 : 400} c={step.state === 'todo' ? 'dimmed' : undefined}>
              {t(`matings.status.${step.status}`)}
            </Text>
            {index < steps.length - 1 && (
              <Text span c="dimmed" aria-hidden>
                →
              </Text>
            )}
          </li>
        ))}
      </ol>
      {mating.studAnswer === 'awaiting' && (
        <Alert color="yellow" variant="light" data-testid="stud-awaiting" title={t('matings.stud.awaiting')}>
          {t('matings.stud.awaitingText')}
        </Alert>
      )}
      {mating.studAnswer === 'declined' && (
        <Alert color="red" variant="light" data-testid="stud-declined" title={t('matings.stud.declined')}>
          {t('matings.stud.declinedText')}
        </Alert>
      )}
      {mating.studAnswer === 'confirmed' && (
        <Group gap={6}>
          <Badge color="teal" variant="light" data-testid="stud-confirmed">
            {t('matings.stud.confirmed')}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}
