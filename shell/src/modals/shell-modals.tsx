import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps, ModalDefinition, ModalName } from '@bc/shared';
import { acceptAgreement } from './agreement';

function AgreeModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack>
      <Text size="sm">{t('agree.text')}</Text>
      <Button
        onClick={() => {
          acceptAgreement();
          close();
        }}
        data-testid="agree-accept"
      >
        {t('agree.accept')}
      </Button>
    </Stack>
  );
}

function TextModal({ props }: ModalComponentProps) {
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{String(props.text ?? '')}</Text>;
}

/** The modals the shell itself owns. */
export const SHELL_MODALS: Partial<Record<ModalName, ModalDefinition>> = {
  agree: { titleKey: 'shell:agree.title', component: AgreeModal },
  text: { component: TextModal },
};
