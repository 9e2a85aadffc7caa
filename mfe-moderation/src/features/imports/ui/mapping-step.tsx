import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ImportField, type ImportUploaded } from '@bc/shared/contracts';
import { useLocale } from '@bc/shared';
import { $mapping, columnMapped, healthSets, previewAsked, previewFx, registryChanged, restarted, systemChosen } from '../model';
import { nameOf } from './names';

const NONE = '';

/**
 * Step 2: each column of the file beside the field it goes to (the remembered or guessed mapping first): a column is
 * mapped in two clicks, opening its list and choosing the field. Hip and elbow results name their scoring system.
 */
export function MappingStep({ upload }: { upload: ImportUploaded }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [mapping, sets, map, chooseSystem, setRegistry, preview, checking, restart] = useUnit([
    $mapping, healthSets.$data, columnMapped, systemChosen, registryChanged, previewAsked, previewFx.pending, restarted,
  ]);
  if (!mapping) return null;
  const fields = [{ value: NONE, label: t('imports.map.skip') }, ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(`imports.fields.${f}`) }))];
  const systems = (field: string) => (sets ?? []).filter((s) => s.kind === field).map((s) => ({ value: s.system ?? '', label: nameOf(s.name, locale) }));
  return (
    <Stack gap="md" data-testid="import-mapping">
      <Text size="sm">{t('imports.map.intro', { file: upload.fileName, n: upload.rows })}</Text>
      <TextInput
        label={t('imports.map.registry')}
        description={t('imports.map.registryHint')}
        value={mapping.registry}
        onChange={(event) => setRegistry(event.currentTarget.value)}
        maw={320}
        data-testid="import-registry"
      />
      <Stack gap="xs">
        {mapping.columns.map((column, index) => {
          const examples = upload.sample.map((row) => row[upload.header.indexOf(column.header)] ?? '').filter((v) => v.trim() !== '').slice(0, 3);
          return (
            <Paper key={column.header} withBorder radius="md" p="sm" data-testid="import-column">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
                <Stack gap={2}>
                  <Text fw={500} data-testid="import-column-header">{column.header}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>{examples.join(' · ') || t('imports.map.empty')}</Text>
                </Stack>
                <Select
                  aria-label={t('imports.map.fieldOf', { column: column.header })}
                  data={fields}
                  value={column.field ?? NONE}
                  onChange={(value) => map({ index, field: value ? (value as ImportField) : null })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="import-column-field"
                />
                {(column.field === 'hips' || column.field === 'elbows') && (
                  <Select
                    aria-label={t('imports.map.systemOf', { column: column.header })}
                    data={systems(column.field)}
                    value={column.system ?? 'fci'}
                    onChange={(value) => value && chooseSystem({ index, system: value })}
                    allowDeselect={false}
                    data-testid="import-column-system"
                  />
                )}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
      <Group>
        <Button onClick={() => preview()} loading={checking} data-testid="import-check">{t('imports.map.check')}</Button>
        <Button variant="default" onClick={() => restart()}>{t('imports.another')}</Button>
      </Group>
    </Stack>
  );
}
