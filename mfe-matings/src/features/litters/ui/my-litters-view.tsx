import { Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section, useLocale, useLocalePath } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { dateText } from '@bc/shared/pets';
import type { DeleteLitterResponse } from '@bc/shared/contracts';
import { litterDeleted, matingsAwaitingLitter, myLitters } from '../model';
import { DeletedLitterNotice } from './deleted-litter-notice';
import { MyLitterRow } from './my-litter-row';

const noFilters = () => ({});

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

/** Matings of mine done and without a litter yet: each with a link that starts its litter. */
function AwaitingLitter() {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  const [answer, opened] = useUnit([matingsAwaitingLitter.$data, matingsAwaitingLitter.opened]);
  useEffect(() => {
    opened('mine');
  }, [opened]);
  if (!answer || answer.items.length === 0) return null;
  return (
    <Section title={t('litters.mine.awaitingTitle')} description={t('litters.mine.awaitingHint')} testId="matings-awaiting-litter">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {answer.items.map((m) => (
          <Paper key={m.matingId} withBorder radius="md" p="xs" component="li">
            <Group justify="space-between" gap="xs">
              <Text size="sm" miw={0} flex={1}>
                {t('litters.form.matingOption', { dam: m.dam?.registeredName ?? '—', sire: m.sire?.registeredName ?? '—', date: dateText(m.date, 'day', locale) })}
              </Text>
              <Button component={Link} to={path('litters-add', {}, { mating: m.matingId })} size="xs" data-testid="record-litter">
                {t('litters.mine.recordLitter')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}

/** `/u/litters`: my litters with their status and puppies, edit and delete; matings waiting for their litter. */
export function MyLittersView() {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const [shown, deleted] = useUnit([myLitters.shown, litterDeleted]);
  const { setPage } = useListUrl(noFilters, shown);
  const [notice, setNotice] = useState<DeleteLitterResponse | null>(null);
  const onDeleted = (result: DeleteLitterResponse) => {
    setNotice(result);
    deleted(result);
  };

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to={path('litters-add')} data-testid="add-litter">
          {t('litters.mine.add')}
        </Button>
      </Group>
      {notice && <DeletedLitterNotice result={notice} onClose={() => setNotice(null)} />}
      <AwaitingLitter />
      <Section title={t('litters.mine.title')}>
        <PagedResults
          list={myLitters}
          onPage={setPage}
          skeleton={<ListSkeleton />}
          empty={<Text c="dimmed">{t('litters.mine.empty')}</Text>}
          testId="my-litters"
        >
          {(page) => (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.items.map((item) => (
                <MyLitterRow key={item.litterId} item={item} onDeleted={onDeleted} />
              ))}
            </Stack>
          )}
        </PagedResults>
      </Section>
    </Stack>
  );
}
