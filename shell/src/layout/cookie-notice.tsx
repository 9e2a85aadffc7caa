import { Button, Group, Paper, Text } from '@bc/shared/mantine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIES, readCookie, writeCookie } from '@bc/shared';
import classes from './cookie-notice.module.css';

/** Dismissed once (cookie `bc-cookie-notice`, 365 days): a cookie, so the server-drawn page knows it too. */
function seen(): boolean {
  if (readCookie(COOKIES.cookieNotice) === '1') return true;
  // Dismissed before the notice moved from localStorage to its cookie: carry the answer over.
  try {
    if (typeof window !== 'undefined' && window.localStorage.getItem(COOKIES.cookieNotice) === '1') {
      writeCookie(COOKIES.cookieNotice, '1');
      return true;
    }
  } catch {
    // storage unavailable (private mode): ask again
  }
  return false;
}

/** Tells visitors which cookies the site keeps (language, session, view settings). */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(() => !seen());
  if (!open) return null;
  const close = () => {
    writeCookie(COOKIES.cookieNotice, '1');
    setOpen(false);
  };
  return (
    <Paper className={classes.notice} shadow="md" withBorder p="md" role="region" aria-label={t('cookies.title')}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('cookies.text')}</Text>
        <Button size="sm" onClick={close} data-testid="cookie-accept" style={{ flexShrink: 0 }}>
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
