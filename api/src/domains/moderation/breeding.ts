import {
  type HidePetBody, isLocale, type ModerationBreedingQuery, type ModerationMatingsQuery, type ModerationLitter, type ModerationMating, type NoteBody, type PageOf, type PublishStatus, reasonText,
} from '@bc/shared/contracts';
import type { HttpError } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import type { LitterRow } from '../matings/data/litters';
import type { MatingRow } from '../matings/data/matings';
import type { ActionRow, ListedAction } from './data/actions';
import type { ModerationDeps } from './deps';
import type { ModerationMail } from './mail';
import type { PublicationState } from './rules';

type Kind = 'mating' | 'litter';
type Row = MatingRow | LitterRow;
type Refusals = {
  own: (message: string) => HttpError;
  conflict: (message: string, code: string) => HttpError;
  undoable: (tx: Data, id: number) => Promise<ListedAction>;
};

const publicationOf = (row: Row): PublicationState => ({ publishStatus: row.publishStatus, hiddenReason: row.hiddenReason });
const ACTIONS = { mating: { hide: 'hide-mating', publish: 'publish-mating' }, litter: { hide: 'hide-litter', publish: 'publish-litter' } } as const;

/** A moderator does not decide on a mating or litter they recorded, whose stud they own or whose breeder they are. */
export function ownAnnouncement(moderatorId: number, row: { createdBy: number | null; studOwnerId?: number | null; breederUserId?: number | null }): string | null {
  return row.createdBy === moderatorId || row.studOwnerId === moderatorId || row.breederUserId === moderatorId
    ? 'A moderator does not decide on their own matings or litters; another moderator will'
    : null;
}

/**
 * The matings and litters queues, and hiding or publishing an announcement again through the matings domain's
 * set-publish (the audit entry in its transaction), told to the recorder; undo of a hide from the log.
 */
export function breedingOperations(deps: ModerationDeps, mail: ModerationMail, refuse: Refusals) {
  const { data, matings, now } = deps;

  async function decide(
    kind: Kind, id: number, viewer: Viewer, change: { status: PublishStatus; reason?: string },
    entry: Pick<ActionRow, 'action'> & Partial<ActionRow>,
    check: { current?: (row: Row) => void; inside?: (tx: Data) => Promise<void>; written?: (tx: Data, row: ActionRow) => Promise<void> } = {},
  ): Promise<ActionRow> {
    let written: ActionRow | undefined;
    const step = {
      check: (current: Row) => {
        const own = ownAnnouncement(viewer.id, current as { createdBy: number | null });
        if (own) throw refuse.own(own);
        check.current?.(current);
      },
      written: async (tx: Data, before: Row, after: Row) => {
        await tx.moderationActions.lockRecord(kind, id);
        await check.inside?.(tx);
        written = await tx.moderationActions.insert({
          moderatorId: viewer.id, ...entry, recordKind: kind, recordId: id, before: { ...publicationOf(before) }, after: { ...publicationOf(after) }, createdAt: now(),
        });
        await check.written?.(tx, written);
      },
    };
    const body = { id, status: change.status, reason: change.reason };
    if (kind === 'mating') await matings.setPublish(body, viewer, step);
    else await matings.litters.setPublish(body, viewer, step);
    return written!;
  }

  /** The sire × dam of an announcement, and its recorder. */
  async function described(kind: Kind, id: number) {
    const row = kind === 'mating' ? await data.matings.byId(id) : await data.litters.byId(id);
    if (!row) return undefined;
    const [sire, dam] = await Promise.all([row.sireId ? data.pets.byId(row.sireId) : undefined, row.damId ? data.pets.byId(row.damId) : undefined]);
    return { row, pair: `${sire?.registeredName ?? '?'} × ${dam?.registeredName ?? '?'}` };
  }

  const shape = (row: Awaited<ReturnType<typeof data.breedingQueues.matings>>['rows'][number]) => ({
    id: row.id,
    sire: row.sireId === null || row.sireName === null ? null : { id: row.sireId, registeredName: row.sireName },
    dam: row.damId === null || row.damName === null ? null : { id: row.damId, registeredName: row.damName },
    publishStatus: row.publishStatus, hiddenReason: row.hiddenReason, coi: row.coi, listedUntil: row.listedUntil,
    createdBy: row.createdById === null ? null : { id: row.createdById, nickname: row.createdByNickname },
    createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString(), flags: row.flags,
  });

  return {
    async matings(query: ModerationMatingsQuery, page: PageRequest): Promise<PageOf<ModerationMating>> {
      const { rows, total } = await data.breedingQueues.matings({ ...query, ...page }, now());
      return { items: rows.map((row) => ({ ...shape(row), ...(row.extra as Pick<ModerationMating, 'date' | 'status' | 'studAnswer' | 'matingDates'>) })), total, ...page };
    },

    async litters(query: ModerationBreedingQuery, page: PageRequest): Promise<PageOf<ModerationLitter>> {
      const { rows, total } = await data.breedingQueues.litters({ ...query, ...page }, now());
      return { items: rows.map((row) => ({ ...shape(row), ...(row.extra as Pick<ModerationLitter, 'birthDate' | 'puppies' | 'alive' | 'available' | 'breeder' | 'breederName' | 'photo' | 'matingId'>) })), total, ...page };
    },

    /** Hides an announcement; the reason the recorder reads beside it is in the recorder's language. */
    async hide(kind: Kind, id: number, body: HidePetBody, viewer: Viewer): Promise<ActionRow> {
      const found = await described(kind, id);
      const recorder = found?.row.createdBy ? await data.users.byId(found.row.createdBy) : undefined;
      const locale = recorder && isLocale(recorder.locale) ? recorder.locale : 'ru';
      const note = body.note?.trim();
      const row = await decide(
        kind, id, viewer, { status: 'hidden', reason: [reasonText(body.reason, locale), note].filter(Boolean).join(': ') },
        { action: ACTIONS[kind].hide, reason: body.reason, note: note ?? null },
        { current: (current) => {
          if (current.publishStatus === 'hidden') throw refuse.conflict(kind === 'mating' ? `Mating ${id} is hidden already` : `Litter ${id} is hidden already`, 'unchanged');
        } },
      );
      if (found) await mail.announcementHidden(kind, found.row.createdBy, { id, pair: found.pair }, { reason: body.reason, note });
      return row;
    },

    async publish(kind: Kind, id: number, body: NoteBody, viewer: Viewer): Promise<ActionRow> {
      return decide(kind, id, viewer, { status: 'published' }, { action: ACTIONS[kind].publish, note: body.note?.trim() ?? null }, {
        current: (current) => {
          if (current.publishStatus === 'published') throw refuse.conflict(kind === 'mating' ? `Mating ${id} is published already` : `Litter ${id} is published already`, 'unchanged');
        },
      });
    },

    /** Undoes a hide: the announcement's publication before it comes back. */
    async undo(target: ListedAction, viewer: Viewer): Promise<ActionRow> {
      const kind = target.recordKind as Kind;
      const restored = target.before as unknown as PublicationState;
      const status = restored.publishStatus === 'draft' ? 'draft' : 'published';
      return decide(kind, target.recordId, viewer, { status }, { action: ACTIONS[kind].publish, undoes: target.id }, {
        inside: async (tx) => void (await refuse.undoable(tx, target.id)),
        written: (tx, row) => tx.moderationActions.markUndone(target.id, row.id),
      });
    },
  };
}
