import { Anchor } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@bc/shared/trans';
import { useLocalePath } from '@bc/shared';
import type { FormErrors } from './validate';

/**
 * The message of a field's error in the page's language, or undefined. A message naming another pet (a conflict the
 * server answered, e.g. who holds the registration number) links to its page, in a new tab so the form stays.
 */
export function useFieldErrors(errors: FormErrors) {
  const { t } = useTranslation('pets');
  const path = useLocalePath();
  return (name: string): ReactNode | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    if (!error.pet) return t(`validation.${error.key}`, error.params ?? {});
    return (
      <Trans
        t={t}
        i18nKey={`validation.${error.key}`}
        values={{ ...error.params, name: error.pet.name }}
        components={{ pet: <Anchor href={path('pets-id', { id: error.pet.id })} target="_blank" rel="noopener" inherit underline="always" data-testid="conflict-pet" /> }}
      />
    );
  };
}

/** The DOM id of a field, so the first invalid one can be focused. */
export const fieldId = (path: string) => `pet-form-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
