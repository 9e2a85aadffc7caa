import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Modal } from '@bc/shared/mantine/modal';
import { useTranslation } from 'react-i18next';
import { type QueueCommand, QUEUE_KEYS } from './queue-keys';
import classes from './queue.module.css';

interface ShortcutHelpProps {
  opened: boolean;
  onOpen(): void;
  onClose(): void;
  /** What a key does in this queue, when it says more than the general text; null: the key does nothing here (not listed). */
  labels?: Partial<Record<QueueCommand, string | null>>;
}

/** The "Keyboard shortcuts" button and the help it opens (also with `?`). */
export function ShortcutHelp({ opened, onOpen, onClose, labels = {} }: ShortcutHelpProps) {
  const { t } = useTranslation('moderation');
  return (
    <>
      <Button variant="subtle" size="sm" ml="auto" onClick={onOpen} aria-keyshortcuts="?" data-testid="queue-help-button">
        {t('queue.shortcuts')}
      </Button>
      <Modal opened={opened} onClose={onClose} title={t('queue.shortcuts')} data-testid="queue-help">
        <Stack gap="xs" component="dl" m={0}>
          {QUEUE_KEYS.filter(([, command]) => labels[command] !== null).map(([key, command]) => (
            <Group key={key} gap="sm" wrap="nowrap" data-key={key}>
              <Text component="dt" m={0}>
                <kbd className={classes.kbd}>{key}</kbd>
              </Text>
              <Text component="dd" m={0} size="sm">
                {labels[command] ?? t(`queue.keys.${command}`)}
              </Text>
            </Group>
          ))}
          <Text size="xs" c="dimmed" mt="xs">
            {t('queue.keysHint')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
