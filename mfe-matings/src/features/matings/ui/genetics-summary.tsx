import { Group, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import type { PairGenetics, PuppyDnaRisk, RuleWarning } from '@bc/shared/contracts';
import { percentText } from '../lib/format';
import { affectedChance } from '../lib/risk';
import classes from './mating.module.css';
import { WRAP } from './wrap-badge';

/** The thresholds the traffic light is drawn against when the pair breaks no COI rule (the clubs' defaults). */
const DEFAULT_WARNING = 0.0625;
const DEFAULT_HIGH = 0.125;

/** The COI thresholds of the breed: those the API's COI warnings carry, else the defaults. */
function thresholds(warnings: readonly RuleWarning[]) {
  const of = (code: RuleWarning['code']) => warnings.find((w) => w.code === code)?.params.threshold;
  const warning = of('coi');
  const high = of('coi-high');
  return { warning: typeof warning === 'number' ? warning : DEFAULT_WARNING, high: typeof high === 'number' ? high : DEFAULT_HIGH };
}

/** The one-line explanation of a rule warning, in the page's language. */
export function useWarningText(genetics: Pick<PairGenetics, 'dna'>) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  return (warning: RuleWarning) => {
    const p = warning.params;
    const pct = (value: unknown) => (typeof value === 'number' ? percentText(value, locale) : '');
    const test = typeof p.test === 'string' ? (genetics.dna.find((risk) => risk.test === p.test)?.name ?? p.test) : '';
    const parent = p.parent === 'sire' || p.parent === 'dam' ? t(`matings.parents.${p.parent}`) : '';
    const bounds = affectedChance({
      affectedMin: typeof p.affectedMin === 'number' ? p.affectedMin : 0,
      affectedMax: typeof p.affectedMax === 'number' ? p.affectedMax : 0,
    });
    const chance = t(`matings.risk.chance.${bounds.kind}`, { min: pct(bounds.min), max: pct(bounds.max) });
    return t(`matings.warnings.${warning.code}`, {
      coi: pct(p.coi), threshold: pct(p.threshold), test, parent, chance,
      count: typeof p.count === 'number' ? p.count : 0, limit: p.limit ?? '', months: p.months ?? '',
    });
  };
}

/** The rule warnings, each with its explanation (amber for a warning, red for a high one). */
export function RuleWarnings({ genetics }: { genetics: Pick<PairGenetics, 'dna' | 'warnings'> }) {
  const { t } = useTranslation('matings');
  const text = useWarningText(genetics);
  if (genetics.warnings.length === 0) {
    return (
      <Alert color="teal" variant="light" data-testid="rule-warnings-none">
        {t('matings.warnings.none')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="rule-warnings">
      {genetics.warnings.map((warning, index) => (
        // The list item holds the alert: an alert's own role would leave the list without items.
        <li key={`${warning.code}-${index}`}>
          <Alert
            color={warning.level === 'high' ? 'red' : 'yellow'}
            variant="light"
            title={t(`matings.warnings.title.${warning.code}`)}
            data-testid="rule-warning"
            data-code={warning.code}
            data-level={warning.level}
          >
            {text(warning)}
          </Alert>
        </li>
      ))}
    </Stack>
  );
}

/** The chance of affected puppies as words: "25 %", "at least 25 %, up to 50 %", "up to 50 %", "none". */
export function ChanceText({ risk }: { risk: PuppyDnaRisk }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const chance = affectedChance(risk);
  const min = percentText(chance.min, locale);
  const max = percentText(chance.max, locale);
  return <>{t(`matings.risk.chance.${chance.kind}`, { min, max })}</>;
}

/** Every DNA test of the pair: those where puppies can be affected in red with the chance, the others in grey. */
export function DnaRisks({ risks }: { risks: readonly PuppyDnaRisk[] }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  if (risks.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="dna-risks-none">
        {t('matings.risk.noTests')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="dna-risks">
      {risks.map((risk) => (
        <div key={risk.test} className={classes.risk} data-flagged={risk.flagged} data-testid="dna-risk" data-test={risk.test}>
          <Group gap={6} justify="space-between" wrap="wrap" align="flex-start">
            <Text fw={600} size="sm">
              {risk.name}
            </Text>
            {risk.flagged ? (
              <Badge color="red" variant="filled" tt="none" styles={WRAP} data-testid="dna-risk-flag">
                {t('matings.risk.flag')}
              </Badge>
            ) : (
              <Badge color="teal" variant="light" tt="none" styles={WRAP}>
                {t('matings.risk.safe')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c={risk.flagged ? 'red.9' : undefined} fw={risk.flagged ? 600 : 400} data-testid="dna-risk-chance">
            {t('matings.risk.affected')} <ChanceText risk={risk} />
          </Text>
          {risk.carrierMax > 0 && (
            <Text size="xs" c="dimmed">
              {t('matings.risk.carriers', {
                chance:
                  risk.carrierMin === risk.carrierMax
                    ? percentText(risk.carrierMax, locale)
                    : `${percentText(risk.carrierMin, locale)}–${percentText(risk.carrierMax, locale)}`,
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('matings.risk.parents', { sire: t(`matings.diseaseStatus.${risk.sire}`), dam: t(`matings.diseaseStatus.${risk.dam}`) })}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The puppies' COI with its traffic light against the breed's thresholds, beside the breed's average. */
export function CoiLight({ genetics }: { genetics: Pick<PairGenetics, 'coi' | 'breedAverage' | 'warnings'> }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const { coi, breedAverage } = genetics;
  const limits = thresholds(genetics.warnings);
  const pct = (value: number) => percentText(value, locale);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md" data-testid="coi-light" data-light={coi.light}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.light} data-light={coi.light} role="img" aria-label={t(`matings.coi.light.${coi.light}`)} />
          <Stack gap={2}>
            <Text fw={700} fz="xl" lh={1.1} data-testid="coi-value">
              {pct(coi.full)}
            </Text>
            <Text size="sm" fw={600}>
              {t(`matings.coi.light.${coi.light}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('matings.coi.tenGenerations', { coi: pct(coi.coi10) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('matings.coi.thresholds', { warning: pct(limits.warning), high: pct(limits.high) })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="coi-breed-average">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('matings.coi.breedAverage')}
          </Text>
          {breedAverage.average === null ? (
            <Text size="sm" c="dimmed">
              {t('matings.coi.noAverage')}
            </Text>
          ) : (
            <>
              <Text fw={700} fz="xl" lh={1.1}>
                {pct(breedAverage.average)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('matings.coi.averageOf', { count: breedAverage.dogs, year: breedAverage.bornFrom.slice(0, 4) })}
              </Text>
              <Text size="sm">
                {coi.full > breedAverage.average ? t('matings.coi.aboveAverage') : t('matings.coi.belowAverage')}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
