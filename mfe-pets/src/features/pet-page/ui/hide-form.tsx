import { Button, Group, Paper, Stack } from '@bc/shared/mantine';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_LIMITS } from '@bc/shared/contracts';

/** Moderators: the reason the owner will see, then hide. */
export function HideForm({ pending, onHide, onCancel }: { pending: boolean; onHide: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('pets');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder p="sm" radius="md" component="form" data-testid="hide-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('validation.required'));
          return;
        }
        onHide(reason.trim());
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('moderation.reason')}
          description={t('moderation.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={PET_LIMITS.hiddenReason}
          autosize
          minRows={2}
          required
          data-autofocus
          data-testid="hide-reason"
        />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} data-testid="hide-submit">
            {t('moderation.hide')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
