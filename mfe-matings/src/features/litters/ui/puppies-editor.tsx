import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@bc/shared/mantine';
import { FileButton } from '@bc/shared/mantine/file-button';
import { NativeSelect } from '@bc/shared/mantine/native-select';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $colors, useLocale } from '@bc/shared';
import { optionsOf, PetPhoto } from '@bc/shared/pets';
import { COATS, MATING_LIMITS, PET_LIMITS, PUPPY_AVAILABILITIES } from '@bc/shared/contracts';
import { newPuppy, type PuppyValue } from '../lib/form-values';
import type { FormErrors } from '../lib/form-errors';
import classes from './litter-form.module.css';

interface PuppiesEditorProps {
  puppies: PuppyValue[];
  onChange(puppies: PuppyValue[]): void;
  errors: FormErrors;
  message(key: string): string | undefined;
  /** Uploads a photo of a saved puppy (absent on a new litter: its puppies are not pets yet). */
  onPhoto?: (puppy: PuppyValue, file: File) => Promise<void>;
}

/**
 * The quick puppies editor: one row per puppy (name or temporary name, sex, colour, coat, microchip, availability).
 * Enter in a row adds the next row (same sex and colour as the one before) and puts the cursor in its name, so a
 * litter of eight is typed without the mouse.
 */
export function PuppiesEditor({ puppies, onChange, errors, message, onPhoto }: PuppiesEditorProps) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const colors = useUnit($colors);
  const colorOptions = [{ value: '', label: t('litters.puppies.noColor') }, ...optionsOf(colors, locale)];
  const names = useRef(new Map<string, HTMLInputElement | null>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const full = puppies.length >= MATING_LIMITS.puppies;

  useEffect(() => {
    if (focusKey === null) return;
    names.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    if (full) return;
    const puppy = newPuppy(puppies.at(-1));
    onChange([...puppies, puppy]);
    setFocusKey(puppy.key);
  };
  const update = (key: string, change: Partial<PuppyValue>) => onChange(puppies.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const remove = (index: number) => {
    const next = puppies.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusKey(neighbour.key);
  };
  const onEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  const error = (key: string, field: string) => message(`puppies.${key}.${field}`);

  return (
    <Stack gap="xs" data-testid="puppies-editor">
      {puppies.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('litters.puppies.empty')}
        </Text>
      )}
      {puppies.map((puppy, index) => {
        const n = index + 1;
        return (
          <Paper key={puppy.key} withBorder radius="sm" p="xs" data-testid="puppy-row" onKeyDown={onEnter}>
            <div className={classes.puppy}>
              <TextInput
                className={classes.puppyName}
                label={t('litters.puppies.name', { n })}
                placeholder={t('litters.puppies.namePlaceholder')}
                value={puppy.registeredName}
                maxLength={PET_LIMITS.registeredName}
                onChange={(event) => update(puppy.key, { registeredName: event.currentTarget.value })}
                error={error(puppy.key, 'registeredName')}
                ref={(input) => {
                  names.current.set(puppy.key, input);
                }}
                data-testid="puppy-name"
              />
              <NativeSelect
                label={t('litters.puppies.sex')}
                value={puppy.sex}
                onChange={(event) => update(puppy.key, { sex: event.currentTarget.value as PuppyValue['sex'] })}
                data={[
                  { value: 'male', label: t('sex.male') },
                  { value: 'female', label: t('sex.female') },
                ]}
                error={error(puppy.key, 'sex')}
                data-testid="puppy-sex"
              />
              <NativeSelect
                label={t('litters.puppies.color')}
                value={puppy.colorId}
                onChange={(event) => update(puppy.key, { colorId: event.currentTarget.value })}
                data={colorOptions}
                error={error(puppy.key, 'colorId')}
                data-testid="puppy-color"
              />
              <NativeSelect
                label={t('litters.puppies.coat')}
                value={puppy.coat}
                onChange={(event) => update(puppy.key, { coat: event.currentTarget.value as PuppyValue['coat'] })}
                data={[{ value: '', label: t('litters.puppies.noCoat') }, ...COATS.map((coat) => ({ value: coat, label: t(`litters.coat.${coat}`) }))]}
                error={error(puppy.key, 'coat')}
                data-testid="puppy-coat"
              />
              <TextInput
                label={t('litters.puppies.microchip')}
                value={puppy.microchip}
                maxLength={PET_LIMITS.microchip}
                inputMode="numeric"
                onChange={(event) => update(puppy.key, { microchip: event.currentTarget.value })}
                error={error(puppy.key, 'microchip')}
                data-testid="puppy-microchip"
              />
              <NativeSelect
                label={t('litters.puppies.availability')}
                value={puppy.availability}
                onChange={(event) => update(puppy.key, { availability: event.currentTarget.value as PuppyValue['availability'] })}
                data={PUPPY_AVAILABILITIES.map((a) => ({ value: a, label: t(`litters.availability.${a}`) }))}
                error={error(puppy.key, 'availability')}
                data-testid="puppy-availability"
              />
              <Group gap={6} wrap="nowrap" align="flex-end" className={classes.puppyActions}>
                {onPhoto && puppy.id !== undefined && <PuppyPhoto puppy={puppy} onPhoto={onPhoto} />}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => remove(index)}
                  aria-label={t('litters.puppies.remove', { name: puppy.registeredName.trim() || t('litters.puppies.name', { n }) })}
                  data-testid="puppy-remove"
                >
                  ×
                </ActionIcon>
              </Group>
            </div>
          </Paper>
        );
      })}
      {errors.puppies && (
        <Text size="sm" c="red" role="alert">
          {message('puppies')}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={add} disabled={full} data-testid="puppy-add">
          {t('litters.puppies.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {full ? t('litters.puppies.full', { max: MATING_LIMITS.puppies }) : t('litters.puppies.enterHint')}
        </Text>
      </Group>
    </Stack>
  );
}

/** A saved puppy's main photo and a button to upload one (the upload flow of pet photos). */
function PuppyPhoto({ puppy, onPhoto }: { puppy: PuppyValue; onPhoto: (puppy: PuppyValue, file: File) => Promise<void> }) {
  const { t } = useTranslation('matings');
  const [busy, setBusy] = useState(false);
  const name = puppy.registeredName || t('litters.puppies.photo');
  return (
    <Group gap={6} wrap="nowrap">
      {puppy.mainPhoto && <PetPhoto src={puppy.mainPhoto} name={name} width={36} height={36} radius="sm" />}
      <FileButton
        accept="image/jpeg,image/png,image/webp"
        onChange={(file) => {
          if (!file) return;
          setBusy(true);
          void onPhoto(puppy, file).finally(() => setBusy(false));
        }}
      >
        {(props) => (
          <Button {...props} variant="default" size="sm" loading={busy} aria-label={t('litters.puppies.addPhotoOf', { name })} data-testid="puppy-photo">
            {t('litters.puppies.addPhoto')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
