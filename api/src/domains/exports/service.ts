import { EXPORT_LIMITS, type ExportFormat, type ExportMemberQuery, type ExportSearchQuery, type Locale, petDisplayName } from '@bc/shared/contracts';
import { createLimit } from '../../lib/limit';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { PedigreeService } from '../pedigree/service';
import { canEdit, canSee } from '../pets/access';
import { coiOf } from '../pets/search-answer';
import type { PetsService } from '../pets/service';
import { type Cell, DOG_COLUMNS, dogCells, type DogView, headerRow, PEDIGREE_COLUMNS } from './columns';
import { exportFile, type ExportFile } from './files';
import { positionOf } from './positions';

/**
 * Files built at once; the others wait their turn. 5,000 rows are built in memory in a few hundred milliseconds
 * (XLSX: zipping them), which a flood of exports would otherwise all spend on the event loop at once.
 */
export const EXPORTS_AT_ONCE = 2;

export interface ExportsDeps {
  data: DataAccess;
  pets: PetsService;
  pedigree: PedigreeService;
}

/** A file and, when the dogs found were more than a file holds, how many rows it has. */
export interface ExportAnswer {
  file: ExportFile;
  truncated: number | null;
}

export interface ExportRequest {
  viewer: Viewer | null;
  locale: Locale;
  format: ExportFormat;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Exports: a dog's pedigree, a search's dogs and a member's dogs as CSV or XLSX. Which dogs a caller may see is the
 * pets domain's rule (`canSee`, and its searches and member lists); a parent the caller may not see is not named,
 * and the microchip is shown only to those who may edit the dog (its owners and moderators).
 */
export function createExportsService(deps: ExportsDeps) {
  const { data, pets, pedigree } = deps;
  const turns = createLimit(EXPORTS_AT_ONCE);

  /** The dogs of these ids the viewer may see, by id, each as its row may show it. */
  async function visibleDogs(ids: readonly number[], viewer: Viewer | null): Promise<Map<number, DogView>> {
    const views = new Map<number, DogView>();
    for (const dog of await data.exportDogs.byIds(ids)) {
      if (!canSee(viewer, dog)) continue;
      views.set(dog.id, {
        dog,
        sire: dog.sire && canSee(viewer, dog.sire) ? dog.sire : null,
        dam: dog.dam && canSee(viewer, dog.dam) ? dog.dam : null,
        microchip: canEdit(viewer, dog),
        coi: coiOf(pedigree, dog.id),
      });
    }
    return views;
  }

  /** A file of these dogs, in the order of `ids` (those the viewer may not see left out). */
  async function dogList(found: { ids: number[]; total: number }, name: string, request: ExportRequest): Promise<ExportAnswer> {
    const views = await visibleDogs(found.ids, request.viewer);
    const rows: Cell[][] = [];
    for (const id of found.ids) {
      const view = views.get(id);
      if (view) rows.push(dogCells(view, request.locale));
    }
    const file = await exportFile(request.format, name, headerRow(DOG_COLUMNS, request.locale), rows);
    return { file, truncated: found.total > found.ids.length ? found.ids.length : null };
  }

  return {
    /**
     * The dog and its ancestors to `generations`, one row per position of the tree (an ancestor twice in the
     * pedigree has two rows); an ancestor the viewer may not see is left out. 404 for a dog the viewer may not see.
     */
    pedigree: (id: number, generations: number, request: ExportRequest): Promise<ExportAnswer> =>
      turns(async () => {
        const subject = await pets.short(id, request.viewer);
        await pedigree.ensure([id]);
        const slots = pedigree.engine.tree({ pet: id }, generations).ids;
        const views = await visibleDogs([...new Set(Array.from(slots).filter((slot) => slot > 0))], request.viewer);
        const rows: Cell[][] = [];
        slots.forEach((dogId, slot) => {
          const view = dogId > 0 ? views.get(dogId) : undefined;
          if (!view) return;
          const at = positionOf(slot);
          rows.push([at.number, at.generation, at.path, ...dogCells(view, request.locale)]);
        });
        const header = headerRow([...PEDIGREE_COLUMNS, ...DOG_COLUMNS], request.locale);
        const file = await exportFile(request.format, `${petDisplayName(subject)} pedigree ${generations}`, header, rows);
        return { file, truncated: null };
      }),

    /** Every dog the search finds (the filters of GET /api/pets, as the viewer may search), the first 5,000 at most. */
    search: (query: Omit<ExportSearchQuery, 'format'>, request: ExportRequest): Promise<ExportAnswer> =>
      turns(async () => dogList(await pets.searchIds(query, request.viewer, EXPORT_LIMITS.rows), `dogs ${today()}`, request)),

    /** A member's (kennel's) dogs, bred or owned (or one of the two), as the viewer may see them; 404 for no such member. */
    member: (userId: number, role: ExportMemberQuery['role'], request: ExportRequest): Promise<ExportAnswer> =>
      turns(async () => {
        const found = await pets.memberPetIds(role ? [role] : ['breeder', 'owner'], userId, request.viewer, EXPORT_LIMITS.rows);
        const user = await data.users.byId(userId);
        const name = user?.kennelName ?? user?.displayName ?? user?.nickname ?? String(userId);
        return dogList(found, `${name} dogs ${today()}`, request);
      }),
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
