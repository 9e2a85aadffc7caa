import { Button, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListParams, type PageAnswer, useListUrl } from '@bc/shared/list';
import { BulkPublication, QueueFilters, QueueList } from '../../../ui/queue';
import { ReasonForm } from '../../../ui/reason-form';
import { RefusalAlert } from '../../../ui/refusal-alert';
import type { Announcement, createBreedingQueue } from '../model/create-queue';

type Model<F extends object, I extends Announcement, A extends PageAnswer<I>> = ReturnType<typeof createBreedingQueue<F, I, A>>;

interface BreedingQueueProps<F extends object, I extends Announcement, A extends PageAnswer<I>> {
  model: Model<F, I, A>;
  /** The filters from the URL. */
  parse(params: URLSearchParams): F;
  /** The filter bar's selects, given the filters and the URL's writer. */
  filters(filters: F, set: (changes: ListParams) => void): ReactNode;
  /** "dam × sire", for the checkbox and the hide form. */
  nameOf(item: I): string;
  /** The page `o` and the Open button go to (none: nothing to open). */
  pathOf(item: I): string | null;
  children(item: I): ReactNode;
  /** `mating` or `litter`: the rows' test ids and data attribute, the texts. */
  kind: 'mating' | 'litter';
  empty: string;
  testId: string;
}

/**
 * A queue of mating or litter announcements: the filters in the URL, hide one with a reason (r: with the last one),
 * publish a hidden one again (a), open its page (o), the same in bulk for the selected rows.
 */
export function BreedingQueue<F extends object, I extends Announcement, A extends PageAnswer<I>>({
  model, parse, filters: filterBar, nameOf, pathOf, children, kind, empty, testId,
}: BreedingQueueProps<F, I, A>) {
  const { t } = useTranslation('moderation');
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(parse, model.queue.shown);
  const [error, form, busy, reason, hide, publish, openForm, closed] = useUnit([
    model.$decisionError, model.$hideForm, model.$busy, model.lastReason.$reason, model.hideFx, model.publishFx, model.hideFormOpened, model.hideFormClosed,
  ]);
  const swallow = () => undefined;
  const idOf = useCallback((item: I) => item.id, []);
  return (
    <Stack gap="sm">
      <QueueFilters>{filterBar(filters, set)}</QueueFilters>
      <RefusalAlert error={error} testId="queue-error" />
      <QueueList
        list={model.queue}
        onPage={setPage}
        idOf={idOf}
        nameOf={nameOf}
        rowProps={(item) => ({ 'data-testid': `queue-${kind}`, [`data-${kind}`]: item.id })}
        actions={(item) => {
          const path = pathOf(item);
          return (
            <>
              {path && (
                <Button component={Link} to={path} size="compact-md" variant="default" data-testid={`${kind}-open`}>
                  {t('breeding.open')}
                </Button>
              )}
              {item.publishStatus === 'hidden' ? (
                <Button size="compact-md" variant="light" loading={busy === item.id} onClick={() => publish(item.id).catch(swallow)} data-testid={`${kind}-publish`}>
                  {t('pets.publish')}
                </Button>
              ) : (
                <Button size="compact-md" variant="light" color="red" onClick={() => openForm(item.id)} data-testid={`${kind}-hide`}>
                  {t('pets.hide')}
                </Button>
              )}
            </>
          );
        }}
        below={(item) =>
          form === item.id && (
            <ReasonForm
              title={t('hide.title', { name: nameOf(item) })}
              initial={reason}
              noteLabel={t('breeding.note')}
              submitLabel={t('hide.submit')}
              busy={busy === item.id}
              onSubmit={(decision) => void hide({ id: item.id, ...decision }).catch(swallow)}
              onCancel={() => closed()}
              testId="hide"
            />
          )
        }
        keys={{
          approve: (item) => item.publishStatus === 'hidden' && void publish(item.id).catch(swallow),
          reject: (item) => {
            if (item.publishStatus === 'hidden') return;
            if (reason === null) openForm(item.id);
            else void hide({ id: item.id, reason }).catch(swallow);
          },
          open: (item) => {
            const path = pathOf(item);
            if (path) void navigate(path);
          },
        }}
        keyLabels={{ approve: t(`breeding.keys.publish.${kind}`), reject: t('queue.keys.hide'), open: t(`breeding.keys.open.${kind}`) }}
        bulk={(items, clear) => (
          <BulkPublication
            items={items} reason={reason} noteLabel={t('breeding.note')} clear={clear}
            hide={(item, decision) => hide({ id: item.id, ...decision })} publish={(item) => publish(item.id)}
          />
        )}
        skeleton={<Skeleton h={160} />}
        empty={<Text c="dimmed">{empty}</Text>}
        testId={testId}
      >
        {children}
      </QueueList>
    </Stack>
  );
}
