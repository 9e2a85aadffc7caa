import { PasswordInput, type PasswordInputProps } from '@bc/shared/mantine/password-input';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with its show/hide button labelled in the page's language (Mantine's label is English).
 * Its own module (`@bc/shared/ui/password-field`), not in `@bc/shared`: the pages without a password field (most, the
 * home page too) load no PasswordInput.
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('common');
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword') }} {...props} />;
}
