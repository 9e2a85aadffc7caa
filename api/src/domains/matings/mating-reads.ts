import type {
  AnnouncementKind, AnnouncementPage, AnnouncementQuery, Locale, MatingDetail, MatingPreviewQuery, MatingPreviewResponse, MyMatingsQuery,
  MyMatingsResponse, PageQuery,
} from '@bc/shared/contracts';
import { badRequest, notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import { matingCalendar, pairProblems, todayOf } from '../../breeding';
import { commaList, knownCountries } from '../pets/query';
import { canEditMating, canSeeLitter, canSeeMating, isRecorder, isStudOwner } from './access';
import type { ListFilter } from './data/matings';
import type { MatingsDeps } from './deps';
import { breedingPet, countsOf, factsOf, litterItem, listContext, listedContext, matingItem, memberOf, puppyOf, visiblePet } from './views';

/** The public lists' filters, checked (400 naming the field). */
export function listFilter(query: AnnouncementQuery): ListFilter {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw badRequest(`querystring/dateFrom ${query.dateFrom} is after dateTo ${query.dateTo}`, 'dateFrom');
  return {
    countries: knownCountries('country', commaList(query.country)), breed: query.breed, sire: query.sire, dam: query.dam,
    dateFrom: query.dateFrom, dateTo: query.dateTo, maxCoi: query.maxCoi,
  };
}

/** The mating page, the form's live check, the public lists and a member's own. */
export function matingReads(deps: MatingsDeps) {
  const { data, pets, genetics } = deps;
  const today = () => todayOf(deps.now());

  async function matingPage(rows: Awaited<ReturnType<typeof data.matings.mine>>, viewer: Viewer | null, request: { page: number; limit: number }) {
    const ctx = await listContext(data, viewer, rows.rows);
    const litterIds = rows.rows.map((r) => r.litterId).filter((id): id is number => id !== null);
    const [litters, available] = await Promise.all([data.litters.byIds(litterIds), data.litters.availableCounts(litterIds)]);
    const day = today();
    return {
      ctx,
      items: rows.rows.map((row) => {
        const litter = row.litterId === null ? undefined : litters.get(row.litterId);
        return { row, item: matingItem(row, ctx, day, litter ? { row: litter, available: available.get(litter.id) ?? 0 } : null) };
      }),
      total: rows.total, page: request.page, limit: request.limit,
    };
  }

  /** A page of one kind of public announcements (of one member's when `createdBy` is given). */
  async function announcements(kind: AnnouncementKind, filter: ListFilter, request: { page: number; limit: number }, viewer: Viewer | null, createdBy?: number): Promise<AnnouncementPage> {
    const day = today();
    // One statement per page: the rows with their parents, recorder and linked litter or mating (data/listed.ts).
    if (kind === 'litter') {
      const { rows, total } = await data.litters.listedPage(filter, day, request, createdBy);
      const ctx = listedContext(viewer, rows);
      return { items: rows.map((r) => litterItem(r.row, r.available, r.linked ?? undefined, ctx, day, r.photo)), total, page: request.page, limit: request.limit };
    }
    const { rows, total } = await data.matings.listedPage(kind, filter, day, request, createdBy);
    const ctx = listedContext(viewer, rows);
    return {
      items: rows.map((r) => matingItem(r.row, ctx, day, r.linked ? { row: r.linked, available: r.linked.available } : null)),
      total, page: request.page, limit: request.limit,
    };
  }

  return {
    async detail(id: number, viewer: Viewer | null, locale?: Locale): Promise<MatingDetail> {
      // One statement for the mating's own parts (data/mating-page.ts); the parents are the pets domain's pages (cached).
      const page = await data.matingPages.read(id);
      if (!page || !canSeeMating(viewer, page.row)) throw notFound('Mating not found', 'id');
      const { row, members, litter: litterRow } = page;
      const [dam, sire] = await Promise.all([visiblePet(pets, row.damId, viewer), visiblePet(pets, row.sireId, viewer)]);
      const editor = canEditMating(viewer, row);
      let litter: MatingDetail['litter'] = null;
      if (litterRow && litterRow.birthDate) {
        const shown = page.puppies.map((p) => puppyOf(p, viewer, editor || isRecorder(viewer, litterRow))).filter((p) => p !== null);
        const available = page.puppies.filter((p) => p.availability === 'available' && p.publishStatus === 'published').length;
        const photos = canSeeLitter(viewer, litterRow) ? page.photos : [];
        litter = { id: litterRow.id, birthDate: litterRow.birthDate, counts: countsOf(litterRow, available), puppies: shown, photos };
      }
      const first = row.date ?? today();
      const inquiries = editor ? page.inquiries : null;
      return {
        id: row.id, dam: dam && breedingPet(dam), sire: sire && breedingPet(sire),
        owner: row.createdBy === null ? null : memberOf(members.get(row.createdBy)),
        studOwner: row.studOwnerId === null ? null : memberOf(members.get(row.studOwnerId)),
        status: row.status, studAnswer: row.studAnswer, studAnsweredAt: row.studAnsweredAt?.toISOString() ?? null,
        publishStatus: row.publishStatus, hiddenReason: editor ? row.hiddenReason : null, announcement: row.announcement,
        country: row.country, breedId: row.breedId,
        dates: matingCalendar(row.matingDates, litterRow?.birthDate ?? null, today()),
        genetics: dam && sire ? await genetics.of(sire.id, dam.id, row.breedId, first, locale, row.litterId, page.damLitters) : null,
        litter, inquiries,
        permissions: {
          edit: editor,
          answerAsStud: isStudOwner(viewer, row) && row.litterId === null,
          addLitter: isRecorder(viewer, row) && row.litterId === null && (row.status === 'mated' || row.status === 'confirmed'),
        },
        version: row.version, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** The form's live check of a pair the viewer may see. */
    async preview(query: MatingPreviewQuery & { locale?: Locale }, viewer: Viewer | null): Promise<MatingPreviewResponse> {
      const [dam, sire] = await Promise.all([visiblePet(pets, query.damId, viewer), visiblePet(pets, query.sireId, viewer)]);
      if (!dam) throw notFound(`Pet ${query.damId} not found`, 'damId');
      if (!sire) throw notFound(`Pet ${query.sireId} not found`, 'sireId');
      const date = query.date ?? today();
      return {
        genetics: await genetics.of(sire.id, dam.id, dam.breedId, date, query.locale),
        dates: matingCalendar([date], null, today()),
        problems: pairProblems(factsOf(dam), factsOf(sire), [date]),
      };
    },

    announcements: (kind: AnnouncementKind, query: AnnouncementQuery, viewer: Viewer | null) => announcements(kind, listFilter(query), pageOf(query), viewer),

    /** A member's public announcements (404 for an unknown or deleted member). */
    async memberAnnouncements(userId: number, kind: AnnouncementKind, query: PageQuery, viewer: Viewer | null): Promise<AnnouncementPage> {
      const member = (await data.breeding.members([userId])).get(userId);
      if (!member || member.nickname === null) throw notFound('Member not found', 'id');
      return announcements(kind, {}, pageOf(query), viewer, userId);
    },

    async mine(query: MyMatingsQuery, viewer: Viewer): Promise<MyMatingsResponse> {
      const request = pageOf(query);
      const page = await matingPage(await data.matings.mine(viewer.id, query.role ?? 'all', query.status, request), viewer, request);
      const counts = await data.matings.inquiryCounts(page.items.filter((i) => i.row.createdBy === viewer.id).map((i) => i.row.id));
      return {
        items: page.items.map(({ row, item }) => ({
          ...item, matingId: row.id, hiddenReason: row.hiddenReason,
          relation: { recorded: row.createdBy === viewer.id, stud: row.studOwnerId === viewer.id },
          inquiries: counts.get(row.id) ?? 0,
        })),
        total: page.total, page: page.page, limit: page.limit,
      };
    },
  };
}
