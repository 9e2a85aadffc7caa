import { Button, Stack, Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps, ModalDefinition, OwnedModalName } from '@bc/shared';
import { acceptAgreement } from './agreement';

/** The agreement's text and its accept button (the first-visit gate and the registry's `agree` modal). */
export function AgreementContent({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Stack>
      <Text size="sm">{t('agree.text')}</Text>
      <Button
        onClick={() => {
          acceptAgreement();
          onAccepted();
        }}
        data-testid="agree-accept"
      >
        {t('agree.accept')}
      </Button>
    </Stack>
  );
}

function AgreeModal({ close }: ModalComponentProps<'agree'>) {
  return <AgreementContent onAccepted={close} />;
}

function TextModal({ props }: ModalComponentProps<'text'>) {
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{String(props.text ?? '')}</Text>;
}

/** The modals the shell itself owns (the registry's `shell` entries, each with its props). */
export const SHELL_MODALS: { [N in OwnedModalName<'shell'>]: ModalDefinition<N> } = {
  agree: { titleKey: 'shell:agree.title', component: AgreeModal },
  text: { component: TextModal },
};
