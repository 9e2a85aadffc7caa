import { Avatar, Button, Text, UnstyledButton } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $session, initialsOf, logoutRequested, openModal, useLocalePath } from '@bc/shared';
import { hasPendingSession } from '../session/model';
import { LazyMenu } from './lazy-menu';
import { ACCOUNT_NAV } from './nav-items';

/** The sign-in button, or the member's menu. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const user = useUnit($session);
  const path = useLocalePath();

  if (!user && hasPendingSession()) return <Avatar radius="xl" size="md" color="primary" aria-hidden />;
  if (!user) {
    return (
      <Button size="sm" onClick={() => openModal('auth', { tab: 'login' })} data-testid="sign-in">
        {t('layout.signIn')}
      </Button>
    );
  }

  const initials = initialsOf(user.displayName?.trim() || user.nickname);
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      width={220}
      target={
        // The name ends with the initials the button shows, so that a speech-input user can say what they see.
        <UnstyledButton aria-label={`${t('layout.accountMenu')} ${initials}`} data-testid="account-menu">
          <Avatar src={user.avatar ?? undefined} alt="" radius="xl" size="md" color="primary">
            {initials}
          </Avatar>
        </UnstyledButton>
      }
      dropdown={(Menu) => (
        <>
          <Menu.Label>
            <Text size="sm" fw={600} data-testid="account-nickname">
              {user.nickname}
            </Text>
          </Menu.Label>
          <Menu.Item component={Link} to={path('u-nickname', { nickname: user.nickname })}>
            {t('layout.myProfile')}
          </Menu.Item>
          {ACCOUNT_NAV.map((name) => (
            <Menu.Item key={name} component={Link} to={path(name)}>
              {t(`routes.${name}`)}
            </Menu.Item>
          ))}
          {user.isModerator && (
            <Menu.Item component={Link} to={path('moder')}>
              {t('routes.moder')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => logoutRequested()} data-testid="logout">
            {t('layout.logout')}
          </Menu.Item>
        </>
      )}
    />
  );
}
