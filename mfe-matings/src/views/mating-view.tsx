import { Button, Group, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, openModal, PageLayout, Section, useLocale, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { StatusBadge } from '@bc/shared/pets';
import { petDisplayName, type MatingDetail } from '@bc/shared/contracts';
import { Link } from 'react-router';
import { HowToMatingButton } from '../features/how-to-mating';
import { defaultInquiryTopic, InquiryButton } from '../features/inquiry';
import {
  $actionError, actionErrorKey, CoiLight, DnaRisks, LitterPart, mating, MatingDates, MatingSkeleton, ParentCard, RecorderActions, RuleWarnings,
  StatusTimeline, StudAnswerPanel,
} from '../features/matings';
import { TestMatingPanel } from '../features/possible-mating';

/** "Dam × Sire": the mating's title (its heading, document title and link previews). */
export const matingTitle = (m: Pick<MatingDetail, 'dam' | 'sire'>, hidden: string) =>
  `${m.dam ? petDisplayName(m.dam) : hidden} × ${m.sire ? petDisplayName(m.sire) : hidden}`;

function MatingBody({ data }: { data: MatingDetail }) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const actionError = useUnit($actionError);
  const subject = matingTitle(data, t('matings.parents.hiddenShort'));
  const canInquire = data.publishStatus === 'published' && data.studAnswer !== 'declined' && !data.permissions.edit;
  return (
    <Stack gap="xl" data-testid="mating" data-mating-id={data.id}>
      <Group gap="sm" wrap="wrap">
        {data.publishStatus !== 'published' && <StatusBadge status={data.publishStatus} />}
        {data.dates.expired && (
          <Badge color="gray" variant="light">
            {t('matings.dates.expiredBadge')}
          </Badge>
        )}
        {canInquire && <InquiryButton target={{ matingId: data.id }} subject={subject} topic={defaultInquiryTopic(data)} />}
        {data.permissions.edit && <RecorderActions mating={data} />}
        {data.permissions.addLitter && !data.litter && (
          <Button component={Link} to={path('litters-add', undefined, { mating: String(data.id) })} variant="light" data-testid="mating-add-litter">
            {t('matings.actions.addLitter')}
          </Button>
        )}
        <HowToMatingButton />
      </Group>
      {data.hiddenReason && (
        <Alert color="red" variant="light" title={t('matings.hiddenTitle')}>
          {data.hiddenReason}
        </Alert>
      )}
      {actionError && (
        <Alert color="red" variant="light" role="alert" data-testid="mating-action-error">
          {t(actionErrorKey(actionError))}
        </Alert>
      )}
      {data.permissions.answerAsStud && <StudAnswerPanel mating={data} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ParentCard role="dam" pet={data.dam} />
        <ParentCard role="sire" pet={data.sire} />
      </SimpleGrid>
      <Section title={t('matings.status.title')}>
        <StatusTimeline mating={data} />
      </Section>
      <Section title={t('matings.dates.title')}>
        <MatingDates mating={data} />
      </Section>
      {data.announcement && (
        <Section title={t('matings.announcement')}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mating-announcement">
            {data.announcement}
          </Text>
        </Section>
      )}
      {data.litter && (
        <Section title={t('matings.litter.title')}>
          <LitterPart litter={data.litter} />
        </Section>
      )}
      {data.genetics ? (
        <>
          <Section title={t('matings.coi.title')} description={t('matings.coi.description')}>
            <CoiLight genetics={data.genetics} />
          </Section>
          <Section title={t('matings.risk.title')} description={t('matings.risk.description')}>
            <DnaRisks risks={data.genetics.dna} />
          </Section>
          <Section title={t('matings.warnings.heading')}>
            <RuleWarnings genetics={data.genetics} />
          </Section>
        </>
      ) : (
        <Alert color="gray" variant="light">
          {t('matings.coi.unknownPair')}
        </Alert>
      )}
      {data.dam && data.sire && <TestMatingPanel sireId={data.sire.id} damId={data.dam.id} title={t('matings.pedigree')} />}
      {data.permissions.edit && data.inquiries !== null && (
        <Text size="sm" c="dimmed" data-testid="mating-inquiries">
          {t('matings.inquiriesReceived', { count: data.inquiries })}
        </Text>
      )}
    </Stack>
  );
}

/** What a visitor sees for a mating that is not there (or not public): with a way to sign in when it may be theirs. */
function NotFound() {
  const { t } = useTranslation('matings');
  const user = useUnit($session);
  return (
    <Alert color="gray" variant="light" title={t('matings.notFound.title')} data-testid="mating-not-found">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{user ? t('matings.notFound.member') : t('matings.notFound.visitor')}</Text>
        {!user && (
          <Button size="xs" onClick={() => openModal('auth', { tab: 'login' })} data-testid="mating-sign-in">
            {t('matings.notFound.signIn')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** `/m/{id}`: the mating, its parents, status, dates, genetics, litter and what the caller may do with it. */
export function MatingView({ id }: { id: number }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const user = useUnit($session);
  const [data, status, opened, retried] = useUnit([mating.$data, mating.$status, mating.opened, mating.retried]);
  const viewer = user?.id ?? null;
  useEffect(() => {
    opened({ id, locale, viewer });
  }, [id, locale, viewer, opened]);
  const shown = data && data.id === id ? data : null;
  const title = shown ? matingTitle(shown, t('matings.parents.hiddenShort')) : undefined;
  return (
    // The breadcrumb says "Mating": two registered names do not fit a phone's line.
    <PageLayout route="m-id" params={{ id }} title={title} crumb={t('common:routes.m-id')}>
      <LoadGate status={status} hasData={shown !== null} onRetry={retried} skeleton={<MatingSkeleton />} notFound={<NotFound />} testId="mating-load">
        {shown && <MatingBody data={shown} />}
      </LoadGate>
    </PageLayout>
  );
}
