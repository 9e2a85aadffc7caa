import { Button } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { openModal } from '@bc/shared';

/** Opens the `how-to-mating` help (through the shell's modal host). */
export function HowToMatingButton() {
  const { t } = useTranslation('matings');
  return (
    <Button
      variant="light"
      onClick={() => openModal('how-to-mating')}
      leftSection={
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
          <path d="M12 17h.01" />
        </svg>
      }
      style={{ alignSelf: 'flex-start' }}
      data-testid="how-to-mating-open"
    >
      {t('howTo.open')}
    </Button>
  );
}
