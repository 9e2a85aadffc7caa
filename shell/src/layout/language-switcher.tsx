import { Button, VisuallyHidden } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_NAMES, LOCALES, switchLocalePath, toBcp47, useLocale, type Locale } from '@bc/shared';
import { rememberLocale } from '../routing/locale';
import { LazyMenu } from './lazy-menu';

/** Goes to the same page under the other prefix and records the choice in `i18n_redirected`. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (next: Locale) => {
    rememberLocale(next);
    if (next !== locale) navigate(switchLocalePath(location.pathname, next) + location.search + location.hash);
  };

  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <Button variant="subtle" size="sm" data-testid="language-switcher" title={t('layout.language')}>
          <VisuallyHidden>{t('layout.language')}: </VisuallyHidden>
          {locale.toUpperCase()}
        </Button>
      }
      dropdown={(Menu) =>
        LOCALES.map((item) => (
          <Menu.Item
            key={item}
            onClick={() => choose(item)}
            lang={toBcp47(item)}
            aria-current={item === locale ? 'true' : undefined}
            fw={item === locale ? 700 : undefined}
            data-locale={item}
          >
            {LOCALE_NAMES[item]}
          </Menu.Item>
        ))
      }
    />
  );
}
