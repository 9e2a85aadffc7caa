import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cookie-notice.module.css';

const KEY = 'bc-cookie-notice';

function seen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Tells visitors which cookies the site keeps (language, session, view settings). */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(() => !seen());
  if (!open) return null;
  const close = () => {
    try {
      window.localStorage.setItem(KEY, '1');
    } catch {
      /* private mode: show again next time */
    }
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
