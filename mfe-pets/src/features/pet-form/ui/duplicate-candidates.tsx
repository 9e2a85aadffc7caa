import { Anchor, Button, Group, List, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale, useLocalePath } from '@bc/shared';
import type { DuplicateCandidate } from '@bc/shared/contracts';

/**
 * The server's answer to a new dog that may already be in the database (409 `possible-duplicate`): the candidates,
 * each linked to its page (in a new tab, so the form stays), and the answer "no, a different dog", which saves the
 * dog with them declared distinct (the moderators see that answer).
 */
export function DuplicateCandidates(props: {
  candidates: DuplicateCandidate[];
  sireId: number | null;
  damId: number | null;
  saving: boolean;
  onDistinct: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const path = useLocalePath();
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('validation.duplicates.title')} data-testid="duplicate-candidates">
      <Stack gap="sm">
        <Text size="sm">{t('validation.duplicates.intro')}</Text>
        <List size="sm" spacing={4}>
          {props.candidates.map((candidate) => (
            <List.Item key={candidate.id}>
              <Anchor href={path('pets-id', { id: candidate.id })} target="_blank" rel="noopener" data-testid="duplicate-candidate">
                {candidate.registeredName}
              </Anchor>
              {candidate.birthDate && <Text span size="sm" c="dimmed">{` · ${t('validation.duplicates.born', { date: formatDate(candidate.birthDate, locale) })}`}</Text>}
              {props.sireId !== null && candidate.sireId === props.sireId && candidate.damId === props.damId && (
                <Text span size="sm" c="dimmed">{` · ${t('validation.duplicates.sameParents')}`}</Text>
              )}
            </List.Item>
          ))}
        </List>
        <Group gap="sm" wrap="wrap">
          <Button size="sm" onClick={props.onDistinct} loading={props.saving} data-testid="duplicate-distinct">
            {t('validation.duplicates.distinct')}
          </Button>
          <Button size="sm" variant="subtle" color="gray" onClick={props.onCancel} disabled={props.saving}>
            {t('validation.duplicates.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
