import { Center, Group, Loader, Stack, Text, TextInput, UnstyledButton, useDebouncedValue } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { ScrollArea } from '@bc/shared/mantine/scroll-area';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $countries, useLocale, type ModalComponentProps } from '@bc/shared';
import type { AdminUser } from '@bc/shared/contracts';
import { countryName } from '../../../lib/countries';
import { $users, $usersStatus, $usersTotal, usersPickerOpened, usersQueryChanged } from '../model';
import classes from './users-modal.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The 'users' modal (moderators): search members and pick one; `props.onPick(user: AdminUser)` gets the choice
 * and the modal closes.
 */
export function UsersModal({ close, props }: ModalComponentProps<'users'>) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [users, total, status, countries, opened, queryChanged] = useUnit([
    $users,
    $usersTotal,
    $usersStatus,
    $countries,
    usersPickerOpened,
    usersQueryChanged,
  ]);

  useLayoutEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    queryChanged(debounced);
  }, [debounced, queryChanged]);

  const pick = (user: AdminUser) => {
    props.onPick?.(user);
    close();
  };

  return (
    <Stack gap="sm" data-testid="users-picker">
      <TextInput
        type="search"
        label={t('users.search')}
        placeholder={t('users.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={status === 'loading' ? <Loader size="xs" /> : null}
        data-autofocus
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {status === 'ready' && (users.length ? t('users.found', { count: total }) : t('users.nothing'))}
        {status === 'failed' && t('common:states.error')}
      </Text>
      {status === 'loading' && users.length === 0 ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common:layout.loading')} />
        </Center>
      ) : (
        <ScrollArea.Autosize mah="55vh" type="auto">
          <Stack gap={4} component="ul" className={classes.list}>
            {users.map((user) => {
              const place = countryName(countries, user.country, locale);
              return (
                <li key={user.id}>
                  <UnstyledButton className={classes.item} onClick={() => pick(user)} data-testid="users-item">
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm">
                        {user.nickname ? `@${user.nickname}` : t('users.noNickname')}
                      </Text>
                      {user.displayName && <Text size="sm">{user.displayName}</Text>}
                      {user.isModerator && (
                        <Badge size="xs" variant="light" color="blue">
                          {t('profile.moderator')}
                        </Badge>
                      )}
                      {user.isBaned && (
                        <Badge size="xs" variant="light" color="red">
                          {t('users.banned')}
                        </Badge>
                      )}
                      {user.isDeleted && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('users.deleted')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[user.kennelName, place, user.email].filter(Boolean).join(' · ')}
                    </Text>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
