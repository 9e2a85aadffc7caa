import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseError } from '@bc/shared';
import type { DeleteLitterResponse } from '@bc/shared/contracts';
import { deleteLitter } from '../api/delete-litter';

/** Deletes a litter after the member confirms it (what happens to its puppies is said before and after). */
export function DeleteLitterButton({ litterId, onDeleted, compact = false }: { litterId: number; onDeleted(result: DeleteLitterResponse): void; compact?: boolean }) {
  const { t } = useTranslation('matings');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      onDeleted(await deleteLitter(litterId));
    } catch (error) {
      const status = normaliseError(error).statusCode;
      setFailed(status === 404 ? t('litters.delete.gone') : status === 403 ? t('litters.delete.forbidden') : t('litters.delete.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <Button variant={compact ? 'subtle' : 'outline'} color="red" size={compact ? 'xs' : 'sm'} onClick={() => setAsking(true)} data-testid="litter-delete">
        {t('litters.delete.button')}
      </Button>
    );
  }
  return (
    <Alert color="red" title={t('litters.delete.title')} data-testid="litter-delete-confirm" w="100%">
      <Stack gap="xs">
        <Text size="sm">{t('litters.delete.warning')}</Text>
        {failed && (
          <Text size="sm" c="red" role="alert">
            {failed}
          </Text>
        )}
        <Group gap="xs">
          <Button color="red" size="xs" loading={busy} onClick={() => void confirm()} data-testid="litter-delete-yes">
            {t('litters.delete.confirm')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setAsking(false)} disabled={busy}>
            {t('litters.delete.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
