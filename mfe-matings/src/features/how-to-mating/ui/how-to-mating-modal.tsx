import { Anchor, Stack, Text, Title } from '@bc/shared/mantine';
import { Timeline } from '@bc/shared/mantine/timeline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath, type ModalComponentProps, type PlainRouteName } from '@bc/shared';
import classes from './how-to-mating.module.css';

interface Step {
  key: string;
  /** Base route name of the step's link (built with the page's locale). */
  route?: PlainRouteName;
}

/** The steps of planning a mating on this site, in order. */
export const HOW_TO_STEPS: readonly Step[] = [
  { key: 'choose', route: 'pets' },
  { key: 'test', route: 'possible-mating' },
  { key: 'coi' },
  { key: 'ancestors' },
  { key: 'dna' },
  { key: 'health' },
  { key: 'register', route: 'm-add' },
];

/** `how-to-mating`: how a breeder plans a mating here, from choosing the dogs to recording the mating. */
export function HowToMatingModal({ close }: ModalComponentProps<'how-to-mating'>) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  return (
    <Stack gap="lg" data-testid="how-to-mating">
      <Text>{t('howTo.lead')}</Text>
      <Timeline active={HOW_TO_STEPS.length} bulletSize={28} lineWidth={2} classNames={{ itemBullet: classes.bullet }}>
        {HOW_TO_STEPS.map((step, index) => (
          <Timeline.Item
            key={step.key}
            bullet={index + 1}
            title={
              <Title order={3} fz="md" className={classes.stepTitle}>
                {t(`howTo.steps.${step.key}.title`)}
              </Title>
            }
            data-testid={`how-to-${step.key}`}
          >
            <Text size="sm" c="dimmed" mt={4}>
              {t(`howTo.steps.${step.key}.text`)}
            </Text>
            {step.route && (
              <Anchor component={Link} to={path(step.route)} onClick={close} size="sm" fw={600} mt={6} display="inline-block">
                {t(`howTo.steps.${step.key}.link`)}
              </Anchor>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
