import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Section } from '@bc/shared';
import type { MatingDetail } from '@bc/shared/contracts';
import { studAnswerFx } from '../model/mating';

/** For the stud owner: confirm or decline the mating with his male (he may change his answer until a litter is linked). */
export function StudAnswerPanel({ mating }: { mating: Pick<MatingDetail, 'id' | 'studAnswer' | 'sire' | 'dam'> }) {
  const { t } = useTranslation('matings');
  const [answer, pending] = useUnit([studAnswerFx, studAnswerFx.pending]);
  const sire = mating.sire?.registeredName ?? '—';
  const dam = mating.dam?.registeredName ?? '—';
  return (
    <Section card title={t('matings.stud.panelTitle')} testId="stud-answer">
      <Stack gap="sm">
        <Text size="sm">{t('matings.stud.question', { sire, dam })}</Text>
        {mating.studAnswer !== 'awaiting' && (
          <Alert color={mating.studAnswer === 'declined' ? 'red' : 'teal'} variant="light" data-testid="stud-answer-given">
            {mating.studAnswer === 'declined' ? t('matings.stud.youDeclined') : t('matings.stud.youConfirmed')}
          </Alert>
        )}
        <Group gap="sm">
          {mating.studAnswer !== 'confirmed' && (
            <Button color="teal" loading={pending} onClick={() => answer({ id: mating.id, answer: 'confirm' })} data-testid="stud-confirm">
              {t('matings.stud.confirm')}
            </Button>
          )}
          {mating.studAnswer !== 'declined' && (
            <Button color="red" variant="light" disabled={pending} onClick={() => answer({ id: mating.id, answer: 'decline' })} data-testid="stud-decline">
              {t('matings.stud.decline')}
            </Button>
          )}
        </Group>
      </Stack>
    </Section>
  );
}
