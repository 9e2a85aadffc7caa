import { Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { FileButton } from '@bc/shared/mantine/file-button';
import { useUnit } from 'effector-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileChosen, uploadFx } from '../model';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: a CSV or XLSX file dropped on the area or chosen with the picker. */
export function UploadStep() {
  const { t } = useTranslation('moderation');
  const [choose, uploading] = useUnit([fileChosen, uploadFx.pending]);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) choose(file);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      data-testid="import-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-blue-light)' : undefined }}
    >
      <Stack align="center" gap="sm">
        <Text fw={500} ta="center">{t('imports.upload.drop')}</Text>
        <Text size="sm" c="dimmed" ta="center">{t('imports.upload.formats')}</Text>
        <Group>
          <FileButton onChange={(file) => file && choose(file)} accept={ACCEPT}>
            {(props) => (
              <Button {...props} loading={uploading} data-testid="import-pick">
                {t('imports.upload.pick')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
