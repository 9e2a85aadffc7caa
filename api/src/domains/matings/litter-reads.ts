import type { LitterDetail, MyLittersQuery, MyLittersResponse, PetPerson } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import { matingCalendar, todayOf, trafficLight } from '../../breeding';
import { canChangeLitterPhotos, canEditLitter, canSeeLitter, canSeeMating, isRecorder } from './access';
import type { MatingsDeps } from './deps';
import { breedingPet, countsOf, litterItem, listContext, puppyOf, visiblePet } from './views';

/** The litter page and a member's own litters. */
export function litterReads(deps: MatingsDeps) {
  const { data, pets, genetics } = deps;
  const today = () => todayOf(deps.now());

  return {
    async detail(id: number, viewer: Viewer | null): Promise<LitterDetail> {
      const row = await data.litters.byId(id);
      if (!row || !canSeeLitter(viewer, row)) throw notFound('Litter not found', 'id');
      const [dam, sire, mating, puppies, members, photos] = await Promise.all([
        visiblePet(pets, row.damId, viewer),
        visiblePet(pets, row.sireId, viewer),
        data.matings.byLitter(id),
        data.litters.puppies([id]),
        data.breeding.members(row.breederUserId === null ? [] : [row.breederUserId]),
        data.litterPhotos.list(id),
      ]);
      const editor = canEditLitter(viewer, row);
      const list = puppies.get(id) ?? [];
      const member = row.breederUserId === null ? undefined : members.get(row.breederUserId);
      const breeder: PetPerson = row.breederUserId === null
        ? { userId: null, nickname: null, name: row.breederName, formerMember: false }
        : member?.nickname == null
          ? { userId: row.breederUserId, nickname: null, name: null, formerMember: true }
          : { userId: row.breederUserId, nickname: member.nickname, name: member.name, formerMember: false };
      let coi: LitterDetail['coi'] = null;
      if (dam && sire) {
        await deps.pedigree.ensure([sire.id, dam.id]);
        const report = deps.pedigree.engine.coi({ sire: sire.id, dam: dam.id }, 10);
        const full = Number.isFinite(report.full) ? report.full : 0;
        coi = {
          coi10: report.coi, full, completeness: report.completeness, fullCompleteness: report.fullCompleteness,
          light: trafficLight(full, await genetics.rulesOf(row.breedId)),
        };
      }
      const birth = row.birthDate ?? today();
      return {
        id: row.id, mating: mating && canSeeMating(viewer, mating) ? { id: mating.id, status: mating.status } : null, dam: dam && breedingPet(dam), sire: sire && breedingPet(sire),
        birthDate: birth, breeder, country: row.country,
        counts: countsOf(row, list.filter((p) => p.availability === 'available' && p.publishStatus === 'published').length),
        puppies: list.map((p) => puppyOf(p, viewer, editor || isRecorder(viewer, row))).filter((p) => p !== null), photos,
        announcement: row.announcement, publishStatus: row.publishStatus, hiddenReason: editor ? row.hiddenReason : null,
        dates: matingCalendar(mating?.matingDates ?? [], birth, today()),
        coi, permissions: { edit: editor, delete: editor, photos: canChangeLitterPhotos(viewer, row) }, version: row.version,
        createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
      };
    },

    async mine(query: MyLittersQuery, viewer: Viewer): Promise<MyLittersResponse> {
      const request = pageOf(query);
      const { rows, total } = await data.litters.mine(viewer.id, query.q, request);
      const ids = rows.map((r) => r.litter.id);
      const [ctx, matings, inquiries, puppies, photos] = await Promise.all([
        listContext(data, viewer, rows.map((r) => r.litter)), data.matings.byLitters(ids), data.litters.inquiryCounts(ids), data.litters.puppies(ids), data.litterPhotos.mainOf(ids),
      ]);
      const byAvailability = (id: number) => {
        const counts = { available: 0, reserved: 0, sold: 0, kept: 0 };
        for (const p of puppies.get(id) ?? []) if (p.availability) counts[p.availability] += 1;
        return counts;
      };
      const day = today();
      return {
        items: rows.map(({ litter, available }) => ({
          ...litterItem(litter, Number(available), matings.get(litter.id), ctx, day, photos.get(litter.id) ?? null), litterId: litter.id, hiddenReason: litter.hiddenReason,
          puppies: byAvailability(litter.id), inquiries: inquiries.get(litter.id) ?? 0,
        })),
        total, page: request.page, limit: request.limit,
      };
    },
  };
}
