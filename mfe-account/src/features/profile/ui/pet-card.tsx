import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $colors, dictionaryName, formatDate, useLocale, useLocalePath, type Locale } from '@bc/shared';
import type { PetSummary } from '@bc/shared/contracts';

function birthText(pet: PetSummary, locale: Locale): string {
  if (!pet.birthDate) return '';
  const options: Intl.DateTimeFormatOptions =
    pet.birthPrecision === 'year'
      ? { year: 'numeric' }
      : pet.birthPrecision === 'month'
        ? { year: 'numeric', month: 'long' }
        : { dateStyle: 'medium' };
  return formatDate(`${pet.birthDate}T00:00:00Z`, locale, { ...options, timeZone: 'UTC' });
}

/** A pet in a member's list, linking to its page. */
export function PetCard({ pet }: { pet: PetSummary }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const path = useLocalePath();
  const colors = useUnit($colors);
  const color = pet.colorId ? dictionaryName(colors.find((item) => String(item.id) === pet.colorId), locale) : '';
  const details = [t(`pets.sex.${pet.sex}`), birthText(pet, locale), color].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={pet.mainPhoto ?? undefined} alt="" size={48} radius="md" color="primary">
          {pet.registeredName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={path('pets-id', { id: pet.id })} fw={600} lineClamp={2}>
            {pet.registeredName}
          </Anchor>
          {pet.callName && (
            <Text size="sm" c="dimmed" truncate>
              {t('pets.callName', { name: pet.callName })}
            </Text>
          )}
          {details && (
            <Text size="xs" c="dimmed">
              {details}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
