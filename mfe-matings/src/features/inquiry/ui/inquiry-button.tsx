import { Button } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { openModal, type ModalProps } from '@bc/shared';

/** Opens the inquiry form about a mating or a litter. */
export function InquiryButton(props: ModalProps['inquiry']) {
  const { t } = useTranslation('matings');
  return (
    <Button onClick={() => openModal('inquiry', props)} data-testid="inquiry-open">
      {t('matings.inquiry.open')}
    </Button>
  );
}
