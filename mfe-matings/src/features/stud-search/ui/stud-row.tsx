import { Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $countries, formatNumber, RouteLink, useLocale } from '@bc/shared';
import type { StudRankingItem } from '@bc/shared/contracts';
import { nameOf } from '@bc/shared/pets';

const LIGHT_COLOR = { green: 'teal', amber: 'yellow', red: 'red' } as const;

/** One male of the ranking as a card: the puppies' COI and its light, DNA risks, the rules he breaks, and why. */
export function StudRow({ item, damId }: { item: StudRankingItem; damId: number }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const countries = useUnit($countries);
  const percent = (value: number) => formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 2 });
  const test = (code: string) => code.toUpperCase();
  const year = item.pet.birthDate?.slice(0, 4);
  const country = item.countryOfResidence ? nameOf(countries, item.countryOfResidence, locale) : null;
  const rules = item.warnings.filter((warning) => warning.code !== 'coi' && warning.code !== 'coi-high' && warning.code !== 'dna-risk');
  const facts = [year && t('studs.born', { year }), country, t('studs.offspring', { count: item.offspringCount })].filter(Boolean).join(' · ');
  const risk = item.dnaRisk.certain.length > 0 ? 'certain' : item.dnaRisk.possible.length > 0 ? 'possible' : 'none';

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="stud-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text c="dimmed" fw={600} aria-label={t('studs.rank', { rank: item.rank })}>
              {item.rank}.
            </Text>
            <RouteLink to="pets-id" params={{ id: item.pet.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.pet.registeredName}
            </RouteLink>
          </Group>
          <Badge color={LIGHT_COLOR[item.light]} variant="light" data-testid="stud-coi">
            {t('studs.coi', { coi: percent(item.coi) })}
          </Badge>
        </Group>
        {facts && (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {item.dnaRisk.certain.map((code) => (
            <Badge key={code} color="red" variant="filled" style={{ whiteSpace: 'normal', height: 'auto' }} data-testid="stud-risk-certain">
              {t('studs.riskCertain', { test: test(code) })}
            </Badge>
          ))}
          {item.dnaRisk.possible.map((code) => (
            <Badge key={code} color="orange" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }} data-testid="stud-risk-possible">
              {t('studs.riskPossible', { test: test(code) })}
            </Badge>
          ))}
          {rules.map((warning, index) => (
            <Badge key={`${warning.code}-${index}`} color="yellow" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
              {warning.code === 'missing-test' ? t('studs.missingTest', { test: test(String(warning.params.test)) }) : t(`matings.warnings.title.${warning.code}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" data-testid="stud-explain">
          {t(`studs.explain.${item.light}`, { coi: percent(item.coi) })} {t(`studs.explainRisk.${risk}`, { tests: [...item.dnaRisk.certain, ...item.dnaRisk.possible].map(test).join(', ') })}
        </Text>
        <RouteLink to="possible-mating" query={{ sire: item.pet.id, dam: damId }} size="sm">
          {t('studs.testMating')}
        </RouteLink>
      </Stack>
    </Paper>
  );
}
