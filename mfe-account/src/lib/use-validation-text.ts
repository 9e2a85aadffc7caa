import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation';

/** Turns a rule's message key into text (`account:validation.<key>`); null stays undefined (no error). */
export function useValidationText() {
  const { t } = useTranslation('account');
  return (key: string | null, params: Record<string, unknown> = {}): string | undefined =>
    key ? t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, ...params }) : undefined;
}
