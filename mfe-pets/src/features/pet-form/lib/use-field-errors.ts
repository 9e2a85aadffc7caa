import { useTranslation } from 'react-i18next';
import type { FormErrors } from './validate';

/** The text of a field's error in the page's language, or undefined. */
export function useFieldErrors(errors: FormErrors) {
  const { t } = useTranslation('pets');
  return (path: string): string | undefined => {
    const error = errors[path];
    return error ? t(`validation.${error.key}`, error.params ?? {}) : undefined;
  };
}

/** The DOM id of a field, so the first invalid one can be focused. */
export const fieldId = (path: string) => `pet-form-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
