import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_CHOICES, IMPORT_PROBLEM_KINDS, type ImportPreview, type ImportProblem, type ImportProblemKind } from '@bc/shared/contracts';
import { RouteLink } from '@bc/shared';
import { $choices, backToMapping, choiceChanged, previewAsked, previewFx, startAsked, startFx } from '../model';
import { FixValue } from './fix-value';

/** How many problems of a kind are listed (the count says how many there are). */
const LISTED = 10;

/**
 * Step 3: what the file holds and every problem, grouped by kind with its rows; per kind the importer chooses what
 * happens (skip the rows, drop the bad link, fix the value…); unknown values are mapped to our dictionaries one by one.
 */
export function PreviewStep({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('moderation');
  const [choices, choose, check, checking, start, starting, back] = useUnit([$choices, choiceChanged, previewAsked, previewFx.pending, startAsked, startFx.pending, backToMapping]);
  const kinds = IMPORT_PROBLEM_KINDS.filter((kind) => preview.problems.some((p) => p.kind === kind));
  const { summary } = preview;
  return (
    <Stack gap="md" data-testid="import-preview">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" data-testid="import-summary">
        {(['rows', 'dogs', 'existing', 'placeholders', 'healthResults'] as const).map((key) => (
          <Paper key={key} withBorder radius="md" p="xs">
            <Text size="xl" fw={700}>{summary[key]}</Text>
            <Text size="xs" c="dimmed">{t(`imports.summary.${key}`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {kinds.length === 0 && <Text data-testid="import-no-problems">{t('imports.preview.none')}</Text>}
      {kinds.map((kind) => {
        const problems = preview.problems.filter((p) => p.kind === kind);
        const choice = choices[kind] ?? IMPORT_CHOICES[kind][0];
        return (
          <Paper key={kind} withBorder radius="md" p="md" data-testid={`import-kind-${kind}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{t(`imports.kinds.${kind}`)}</Text>
                  <Badge variant="light">{problems.length}</Badge>
                </Group>
                {IMPORT_CHOICES[kind].length > 1 && (
                  <SegmentedControl
                    size="xs"
                    value={choice}
                    onChange={(value) => choose({ kind, choice: value as typeof choice })}
                    data={IMPORT_CHOICES[kind].map((c) => ({ value: c, label: t(`imports.choices.${c}`) }))}
                    data-testid={`import-choice-${kind}`}
                  />
                )}
              </Group>
              <Text size="sm" c="dimmed">{t(`imports.explain.${kind}`)}</Text>
              {kind === 'unknown-value'
                ? problems.map((p) => <FixValue key={`${p.field}:${p.value}`} problem={p} enabled={choice === 'fix'} />)
                : <ProblemList problems={problems} kind={kind} />}
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button onClick={() => start()} loading={starting} data-testid="import-start">{t('imports.preview.start')}</Button>
        <Button variant="light" onClick={() => check()} loading={checking} data-testid="import-recheck">{t('imports.preview.recheck')}</Button>
        <Button variant="default" onClick={() => back()}>{t('imports.preview.back')}</Button>
      </Group>
    </Stack>
  );
}

function ProblemList({ problems, kind }: { problems: ImportProblem[]; kind: ImportProblemKind }) {
  const { t } = useTranslation('moderation');
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {problems.slice(0, LISTED).map((p, i) => (
        <Text key={i} size="sm" component="li" data-testid="import-problem">
          {p.dogs.join(kind === 'loop' ? ' → ' : ', ')}
          {p.field && ` · ${t(`imports.fields.${p.field}`)}${p.value ? `: ${p.value}` : ''}`}
          <Text span size="xs" c="dimmed">{' '}{t('imports.preview.rows', { rows: p.rows.join(', ') })}</Text>
          {p.petId !== undefined && (
            <>
              {' '}
              <RouteLink to="pets-id" params={{ id: p.petId }} size="xs">{t('imports.preview.inDatabase')}</RouteLink>
            </>
          )}
        </Text>
      ))}
      {problems.length > LISTED && <Text size="xs" c="dimmed">{t('imports.preview.more', { n: problems.length - LISTED })}</Text>}
    </Stack>
  );
}
