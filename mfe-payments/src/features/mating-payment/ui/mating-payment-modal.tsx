import { Button, Group, List, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { CheckIcon } from '@bc/shared/mantine/checkbox';
import { ThemeIcon } from '@bc/shared/mantine/display';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath, type ModalComponentProps } from '@bc/shared';
import classes from './mating-payment.module.css';
import { MatingPaymentOffer } from './mating-payment-offer';

/** What the paid option gives, by section. */
export const MATING_PAYMENT_INCLUDES = {
  announcement: ['listing', 'contacts'],
  report: ['coi', 'ancestors', 'dna', 'health', 'tree'],
} as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function Section({ name, items }: { name: keyof typeof MATING_PAYMENT_INCLUDES; items: readonly string[] }) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid={`mating-payment-${name}`}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {t(`matingPayment.${name}.title`)}
      </Title>
      <List
        size="sm"
        spacing="xs"
        classNames={{ itemWrapper: classes.itemWrapper, itemIcon: classes.itemIcon }}
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
            <CheckIcon size={10} />
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{t(`matingPayment.${name}.${item}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * `mating-payment`: what a paid mating announcement and mating report include, the one-off payment for publishing
 * mating `matingId` (when given: the API refused to publish it for want of premium), and the way to the Premium page.
 * Props (optional): `sireName`, `damName` — the pair the member is looking at; `matingId`.
 */
export function MatingPaymentModal({ close, props }: ModalComponentProps<'mating-payment'>) {
  const { t } = useTranslation('payments');
  const path = useLocalePath();
  const sire = text(props.sireName);
  const dam = text(props.damName);
  return (
    <Stack gap="md" data-testid="mating-payment">
      {sire && dam && (
        <Text fw={600} data-testid="mating-payment-pair">
          {t('matingPayment.pair', { sire, dam })}
        </Text>
      )}
      <Text>{t('matingPayment.lead')}</Text>
      {Object.entries(MATING_PAYMENT_INCLUDES).map(([name, items]) => (
        <Section key={name} name={name as keyof typeof MATING_PAYMENT_INCLUDES} items={items} />
      ))}
      {typeof props.matingId === 'number' ? (
        <MatingPaymentOffer matingId={props.matingId} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('matingPayment.where')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          {t('common:actions.close')}
        </Button>
        <Button component={Link} to={path('premium')} onClick={close} data-testid="mating-payment-premium">
          {t('matingPayment.toPremium')}
        </Button>
      </Group>
    </Stack>
  );
}
