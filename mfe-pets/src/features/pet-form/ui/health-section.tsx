import { DateField } from '@bc/shared/ui/date-field';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, useLocale } from '@bc/shared';
import { PET_LIMITS } from '@bc/shared/contracts';
import { useDictionaries } from '../../../entities/dictionaries';
import { healthSetGroups } from '../../../lib/health';
import { FileUpload } from '../../../ui/file-upload';
import { newKey, type HealthValue } from '../lib/form-values';
import { todayIso } from '../lib/partial-date';
import { fieldId } from '../lib/use-field-errors';
import type { SectionProps } from './section-props';

/**
 * Health results: per row a test or scoring system (DNA tests: N/N, N/M, M/M; hips and elbows per system…), its
 * result, the date, the lab or vet, and optionally a certificate (uploaded, attached when the pet is saved).
 */
export function HealthSection({ values, change, error, uploading }: SectionProps) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const { healthSets } = useDictionaries();
  const groups = useMemo(() => healthSetGroups(healthSets, locale, t), [healthSets, locale, t]);

  const update = (key: string, patch: Partial<HealthValue>, ...paths: string[]) =>
    change({ health: values.health.map((row) => (row.key === key ? { ...row, ...patch } : row)) }, ...paths.map((path) => `health.${key}.${path}`));
  const options = (setId: string) =>
    (healthSets.find((set) => set.id === setId)?.options ?? []).map((option) => ({ value: option.id, label: option.name[locale] ?? option.name.ru }));
  const documentTitle = (id: number | null) => (id === null ? null : t('form.certificateSaved'));

  return (
    <Section card titleSize="h3" title={t('form.health')} description={t('form.healthHint')} testId="section-health">
      {values.health.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('form.noHealth')}
        </Text>
      )}
      {values.health.map((row, index) => (
        <Paper key={row.key} withBorder radius="md" p="sm" data-testid="health-row">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('form.healthResult', { index: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('form.removeHealth', { index: index + 1 })}
                onClick={() => change({ health: values.health.filter((item) => item.key !== row.key) })}
              >
                ×
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                id={fieldId(`health.${row.key}.set`)}
                label={t('health.test')}
                placeholder={t('search.healthTestPlaceholder')}
                data={groups}
                value={row.set || null}
                onChange={(set) => update(row.key, { set: set ?? '', value: '' }, 'set', 'value')}
                error={error(`health.${row.key}.set`)}
                searchable
                nothingFoundMessage={t('search.nothingFound')}
                data-testid="health-set-select"
              />
              <Select
                id={fieldId(`health.${row.key}.value`)}
                label={t('health.result')}
                data={options(row.set)}
                value={row.value || null}
                onChange={(value) => update(row.key, { value: value ?? '' }, 'value')}
                error={error(`health.${row.key}.value`)}
                disabled={!row.set}
                data-testid="health-value-select"
              />
              <DateField
                id={fieldId(`health.${row.key}.date`)}
                label={t('health.date')}
                value={row.date}
                max={todayIso()}
                onChange={(date) => update(row.key, { date }, 'date')}
                error={error(`health.${row.key}.date`)}
              />
              <TextInput
                id={fieldId(`health.${row.key}.lab`)}
                label={t('health.labOrVet')}
                value={row.lab}
                onChange={(event) => update(row.key, { lab: event.currentTarget.value }, 'lab')}
                error={error(`health.${row.key}.lab`)}
                maxLength={PET_LIMITS.lab + 10}
              />
            </SimpleGrid>
            {row.documentId !== null && !row.upload ? (
              <Group gap="xs">
                <Text size="sm">{documentTitle(row.documentId)}</Text>
                <Button size="xs" variant="subtle" color="gray" onClick={() => update(row.key, { documentId: null })}>
                  {t('form.removeCertificate')}
                </Button>
              </Group>
            ) : (
              <FileUpload
                target="docs"
                multiple={false}
                label={t('form.certificate')}
                onChange={(files) =>
                  change((current) => ({
                    health: current.health.map((item) => (item.key === row.key ? { ...item, upload: files[0] ?? null } : item)),
                  }))
                }
                onBusyChange={(busy) => uploading(`health-${row.key}`, busy)}
              />
            )}
          </Stack>
        </Paper>
      ))}
      {values.health.length < PET_LIMITS.health && (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            change({ health: [...values.health, { key: newKey('health'), set: '', value: '', date: '', lab: '', documentId: null, upload: null }] })
          }
          data-testid="add-health"
        >
          {t('form.addHealth')}
        </Button>
      )}
    </Section>
  );
}
