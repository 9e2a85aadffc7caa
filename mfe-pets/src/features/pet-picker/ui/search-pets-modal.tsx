import { Center, Group, Loader, Stack, Text, TextInput, UnstyledButton, useDebouncedValue } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { ScrollArea } from '@bc/shared/mantine/scroll-area';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@bc/shared';
import { LIMITS, type Sex } from '@bc/shared/contracts';
import { $pickerItems, $pickerStatus, pickerOpened, pickerQueryChanged, type FullNameItem } from '../model';
import classes from './search-pets-modal.module.css';

export const PICKER_DEBOUNCE_MS = 250;

/**
 * The 'search-pets' modal: find a pet by name (autocomplete) and pick it. props: `sex?` ('male' | 'female': only
 * that sex is offered), `onPick(pet: { id, registeredName, callName, sex, birthYear })`. Picking closes the modal.
 */
export function SearchPetsModal({ close, props }: ModalComponentProps<'search-pets'>) {
  const { t } = useTranslation('pets');
  const sex = props.sex === 'male' || props.sex === 'female' ? (props.sex as Sex) : null;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(text, PICKER_DEBOUNCE_MS);
  const [items, status, opened, queryChanged] = useUnit([$pickerItems, $pickerStatus, pickerOpened, pickerQueryChanged]);

  useLayoutEffect(() => {
    opened(sex);
  }, [opened, sex]);
  useEffect(() => {
    queryChanged(debounced);
    setActive(0);
  }, [debounced, queryChanged]);

  const pick = (pet: FullNameItem) => {
    props.onPick?.(pet);
    close();
  };

  const keys = (event: KeyboardEvent) => {
    if (!items.length) return;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(items.length - 1, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Enter') pick(items[active]);
    else return;
    event.preventDefault();
  };

  const listId = 'search-pets-list';
  return (
    <Stack gap="sm" data-testid="search-pets">
      <TextInput
        type="search"
        label={sex ? t(`picker.label.${sex}`) : t('picker.label.any')}
        placeholder={t('picker.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={keys}
        maxLength={LIMITS.search}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items[active] ? `${listId}-${items[active].id}` : undefined}
        rightSection={status === 'loading' ? <Loader size="xs" /> : null}
        data-autofocus
        data-testid="search-pets-input"
      />
      <Text size="xs" c="dimmed" aria-live="polite" mih={18}>
        {status === 'idle' && t('picker.hint')}
        {status === 'ready' && items.length === 0 && t('picker.nothing')}
        {status === 'failed' && t('common:states.error')}
      </Text>
      {status === 'loading' && items.length === 0 ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('common:layout.loading')} />
        </Center>
      ) : (
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Stack gap={4} component="ul" id={listId} role="listbox" className={classes.list} aria-label={t('picker.results')}>
            {items.map((pet, index) => (
              <li key={pet.id} role="presentation">
                <UnstyledButton
                  id={`${listId}-${pet.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={classes.item}
                  data-active={index === active || undefined}
                  onClick={() => pick(pet)}
                  onMouseEnter={() => setActive(index)}
                  data-testid="search-pets-item"
                  data-pet-id={pet.id}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Stack gap={0} miw={0}>
                      <Text fw={600} size="sm" className={classes.name}>
                        {pet.registeredName}
                      </Text>
                      {pet.callName && (
                        <Text size="xs" c="dimmed" truncate>
                          {t('common:pet.callName', { name: pet.callName })}
                        </Text>
                      )}
                    </Stack>
                    <Group gap={6} wrap="nowrap">
                      {pet.birthYear && (
                        <Text size="sm" c="dimmed">
                          {pet.birthYear}
                        </Text>
                      )}
                      <Badge size="sm" variant="light" color={pet.sex === 'male' ? 'blue' : 'pink'}>
                        {t(`sex.${pet.sex}`)}
                      </Badge>
                    </Group>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
