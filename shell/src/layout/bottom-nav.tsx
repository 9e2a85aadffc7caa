import { UnstyledButton } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { $session, openModal, useLocalePath } from '@bc/shared';
import { hasPendingSession } from '../session/model';
import classes from './bottom-nav.module.css';
import { HomeIcon, MatingIcon, PawIcon, UserIcon } from './icons';

const ICONS = { index: HomeIcon, pets: PawIcon, 'possible-mating': MatingIcon } as const;

/** The bottom menu on small screens. */
export function BottomNav() {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  const user = useUnit($session);
  const items = ['index', 'pets', 'possible-mating'] as const;
  return (
    <nav className={classes.bar} aria-label={t('layout.bottomNav')}>
      {items.map((name) => {
        const Icon = ICONS[name];
        return (
        <NavLink key={name} to={path(name)} end={name === 'index'} className={classes.item}>
          <Icon className={classes.icon} />
          <span>{t(`routes.${name}`)}</span>
        </NavLink>
        );
      })}
      {user || hasPendingSession() ? (
        <NavLink to={path('u-pets')} className={classes.item}>
          <UserIcon className={classes.icon} />
          <span>{t('layout.account')}</span>
        </NavLink>
      ) : (
        <UnstyledButton className={classes.item} onClick={() => openModal('auth', { tab: 'login' })}>
          <UserIcon className={classes.icon} />
          <span>{t('layout.signIn')}</span>
        </UnstyledButton>
      )}
    </nav>
  );
}
