import { ActionIcon, Anchor, Container, Group, useMantineColorScheme } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalePath } from '@bc/shared';
import { AccountMenu } from './account-menu';
import classes from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { ThemeIcon } from './icons';
import { Logo } from './logo';
import { MAIN_NAV } from './nav-items';

export function Header() {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  const { toggleColorScheme } = useMantineColorScheme();

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Anchor component={Link} to={path('index')} className={classes.logo} aria-label={t('layout.home')}>
          <Logo />
        </Anchor>
        <nav aria-label={t('layout.mainNav')} className={classes.nav}>
          {MAIN_NAV.map((name) => (
            <NavLink key={name} to={path(name)} className={classes.link}>
              {t(`routes.${name}`)}
            </NavLink>
          ))}
        </nav>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggleColorScheme}
            aria-label={t('layout.colorScheme')}
            title={t('layout.colorScheme')}
          >
            <ThemeIcon width={20} height={20} />
          </ActionIcon>
          <LanguageSwitcher />
          <AccountMenu />
        </Group>
      </Container>
    </header>
  );
}
