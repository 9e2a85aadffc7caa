import { LIMITS } from '@bc/shared';
import { useTranslation } from 'react-i18next';

/** Turns a rule's message key into text (`account:validation.<key>`); null stays undefined (no error). */
export function useValidationText() {
  const { t } = useTranslation('account');
  return (key: string | null, params: Record<string, unknown> = {}): string | undefined =>
    key ? t(`validation.${key}`, { min: LIMITS.passwordMin, max: LIMITS.passwordMax, ...params }) : undefined;
}
