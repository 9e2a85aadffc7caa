import { Stack } from '@bc/shared/mantine';
import { AnnouncementRow } from '@bc/shared/pets';
import type { AnnouncementList } from '../model';
import { PagedListSection } from './paged-list-section';
import classes from './pet-list-section.module.css';

/** A titled, paginated, compact list of a member's public matings or litters. */
export function AnnouncementListSection({ title, empty, list, testId }: { title: string; empty: string; list: AnnouncementList; testId: string }) {
  return (
    <PagedListSection title={title} empty={empty} list={list} testId={testId} skeletonHeight={88}>
      {(answer) => (
        <Stack gap="sm" component="ul" className={classes.list}>
          {answer.items.map((item) => (
            <AnnouncementRow key={`${item.kind}-${item.litterId ?? 0}-${item.matingId ?? 0}`} item={item} showOwner={false} />
          ))}
        </Stack>
      )}
    </PagedListSection>
  );
}
