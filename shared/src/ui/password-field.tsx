import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with its show/hide button labelled in the page's language (Mantine's label is English). */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('common');
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword') }} {...props} />;
}
