import { Tabs } from '@bc/shared/mantine/tabs';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@bc/shared';
import { authClosed, authOpened } from '../model';
import { isAuthTab, type AuthTab } from './auth-tab';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import classes from './auth-modal.module.css';

/**
 * The 'auth' modal: `props.tab` is 'login' | 'register' | 'recover', or 'reset' with `props.token` (from the
 * emailed `?reset=<token>` link). After a successful sign-in it closes; the shell continues to the page that
 * asked for it. The shell renders modals outside its router: nothing here may use router hooks or `<Link>`.
 */
export function AuthModal({ close, props }: ModalComponentProps<'auth'>) {
  const { t } = useTranslation('account');
  const token = typeof props.token === 'string' && props.token ? props.token : null;
  const requested = isAuthTab(props.tab) && (props.tab !== 'reset' || token) ? props.tab : 'login';
  const [tab, setTab] = useState<AuthTab>(requested);

  useLayoutEffect(() => {
    authOpened();
    return () => authClosed();
  }, []);

  // Three tabs fit a phone: the third is "new password" while the reset link is in use, "recover" otherwise.
  const tabs: AuthTab[] = ['login', 'register', tab === 'reset' ? 'reset' : 'recover'];
  return (
    <Tabs
      value={tab}
      onChange={(value) => isAuthTab(value) && setTab(value)}
      keepMounted={false}
      classNames={{ tab: classes.tab }}
    >
      <Tabs.List grow mb="md">
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`auth-tab-${name}`}>
            {t(`auth.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm onDone={close} onTab={setTab} />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm onTab={setTab} />
      </Tabs.Panel>
      <Tabs.Panel value="recover">
        <RecoverForm onTab={setTab} />
      </Tabs.Panel>
      {token && (
        <Tabs.Panel value="reset">
          <ResetForm token={token} onTab={setTab} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
