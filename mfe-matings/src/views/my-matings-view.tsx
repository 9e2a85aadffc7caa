import { Stack } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { PageLayout, Section } from '@bc/shared';
import { InquiriesList } from '../features/inquiry';
import { AwaitingMyAnswer, MyMatingsList } from '../features/matings';

/** `/u/matings`: confirmations awaiting me as a stud owner, my matings, and the inquiries I received. */
export function MyMatingsView() {
  const { t } = useTranslation('matings');
  return (
    <PageLayout route="u-matings">
      <Stack gap="xl">
        <AwaitingMyAnswer />
        <MyMatingsList />
        <Section title={t('matings.mine.inquiriesTitle')} description={t('matings.mine.inquiriesText')} testId="my-inquiries">
          <InquiriesList />
        </Section>
      </Stack>
    </PageLayout>
  );
}
