import { Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { DeleteLitterResponse } from '@bc/shared/contracts';
import { PuppyLinks } from './puppy-links';

/** What deleting a litter did: the puppies deleted with it, and those kept (they have data of their own), linked. */
export function DeletedLitterNotice({ result, onClose }: { result: DeleteLitterResponse; onClose?: () => void }) {
  const { t } = useTranslation('matings');
  return (
    <Alert color="teal" title={t('litters.deleted.title')} withCloseButton={onClose !== undefined} onClose={onClose} data-testid="litter-deleted">
      <Stack gap="xs">
        {result.deleted.length > 0 && (
          <Text size="sm">{t('litters.deleted.deleted', { count: result.deleted.length, names: result.deleted.map((p) => p.registeredName).join(', ') })}</Text>
        )}
        {result.detached.length === 0 ? (
          <Text size="sm">{t('litters.deleted.noneKept')}</Text>
        ) : (
          <>
            <Text size="sm">{t('litters.deleted.kept', { count: result.detached.length })}</Text>
            <PuppyLinks puppies={result.detached} testId="litter-detached" />
          </>
        )}
      </Stack>
    </Alert>
  );
}
