import { Group, Loader, Stack, Text, TextInput, useDebouncedValue } from '@bc/shared/mantine';
import { Combobox, useCombobox } from '@bc/shared/mantine/combobox';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@bc/shared/contracts';
import { fromNameItem, type ChosenPet, type ParentSlot } from '../model';
import classes from './possible-mating.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

/** Autocomplete of registered names of the side's sex: typing searches, choosing an option hands the pet to `onPick`. */
export function NameCombobox({ slot, onPick }: { slot: ParentSlot; onPick(pet: ChosenPet): void }) {
  const { t } = useTranslation('matings');
  const { role } = slot;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [items, status, queryChanged] = useUnit([slot.search.$items, slot.search.$status, slot.search.queryChanged]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  useEffect(() => {
    queryChanged(debounced);
  }, [debounced, queryChanged]);

  const choose = (value: string) => {
    const item = items.find((entry) => String(entry.id) === value);
    if (!item) return;
    setText('');
    combobox.closeDropdown();
    onPick(fromNameItem(item));
  };

  const shown = status === 'failed' ? [] : items;
  const empty =
    status === 'failed' ? t('picker.searchFailed') : status === 'ready' && debounced === text ? t('picker.nothing') : t('picker.searching');

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={t('picker.label')}
          placeholder={t(`picker.${role}.placeholder`)}
          value={text}
          maxLength={LIMITS.search}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={status === 'loading' ? <Loader size="xs" /> : null}
          data-testid={`parent-${role}-input`}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options className={classes.options} aria-label={t(`picker.${role}.results`)} data-testid={`parent-${role}-options`}>
          {shown.map((item) => (
            <Combobox.Option key={item.id} value={String(item.id)} data-testid={`parent-${role}-option`} data-pet-id={item.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} className={classes.name}>
                    {item.registeredName}
                  </Text>
                  {item.callName && (
                    <Text size="xs" c="dimmed" truncate>
                      {t('common:pet.callName', { name: item.callName })}
                    </Text>
                  )}
                </Stack>
                {item.birthYear !== null && (
                  <Text size="sm" c="dimmed" data-testid="birth-year">
                    {item.birthYear}
                  </Text>
                )}
              </Group>
            </Combobox.Option>
          ))}
          {shown.length === 0 && <Combobox.Empty aria-live="polite">{empty}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
