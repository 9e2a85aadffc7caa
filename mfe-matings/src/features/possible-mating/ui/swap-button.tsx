import { ActionIcon } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import classes from './possible-mating.module.css';

/** Exchanges the sire and the dam; the arrows point across on a desktop and up and down on a phone. */
export function SwapButton({ disabled, onSwap }: { disabled: boolean; onSwap(): void }) {
  const { t } = useTranslation('matings');
  const label = t('picker.swap');
  return (
    <ActionIcon
      className={classes.swap}
      variant="light"
      size="xl"
      radius="xl"
      disabled={disabled}
      onClick={onSwap}
      aria-label={label}
      title={label}
      data-testid="pair-swap"
    >
      <svg className={classes.swapIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 8h15l-4-4M20 16H5l4 4" />
      </svg>
    </ActionIcon>
  );
}
