import { and, asc, eq, sql } from 'drizzle-orm';
import type { PetPhoto } from '@bc/shared/contracts';
import type { Db, DbOrTx } from '../db/client';
import { petPhotos, pets } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { canEdit, canSee, type Viewer } from './pets-access';

type PhotoRow = typeof petPhotos.$inferSelect;
type PetRow = Pick<typeof pets.$inferSelect, 'id' | 'publishStatus' | 'createdBy' | 'ownerUserId'>;

export const toPetPhoto = (row: PhotoRow): PetPhoto => ({
  id: row.id, url: row.url, position: row.position, isMain: row.isMain, width: row.width, height: row.height,
});

const petColumns = { id: pets.id, publishStatus: pets.publishStatus, createdBy: pets.createdBy, ownerUserId: pets.ownerUserId };

/** The pet, when the viewer may see it (404 otherwise, so drafts stay unknown). */
export async function visiblePet(db: DbOrTx, viewer: Viewer | null, petId: number): Promise<PetRow> {
  const [pet] = await db.select(petColumns).from(pets).where(eq(pets.id, petId));
  if (!pet || !canSee(viewer, pet)) throw notFound(`No pet with the id ${petId}`, 'petId');
  return pet;
}

/** The pet, when the viewer may change it (owner or moderator: 403 otherwise); `lock` holds it for the transaction. */
export async function editablePet(db: DbOrTx, viewer: Viewer, petId: number, lock = false): Promise<PetRow> {
  const query = db.select(petColumns).from(pets).where(eq(pets.id, petId));
  const [pet] = lock ? await query.for('update') : await query;
  if (!pet || !canSee(viewer, pet)) throw notFound(`No pet with the id ${petId}`, 'petId');
  if (!canEdit(viewer, pet)) throw forbidden("Only the pet's owner or a moderator may change its photos and documents", 'not_owner');
  return pet;
}

export async function listPhotos(db: DbOrTx, petId: number): Promise<PetPhoto[]> {
  const rows = await db.select().from(petPhotos).where(eq(petPhotos.petId, petId)).orderBy(asc(petPhotos.position), asc(petPhotos.id));
  return rows.map(toPetPhoto);
}

/** Adds a photo after the others; the pet's first photo becomes its main photo. The pet must be locked. */
export async function insertPhoto(
  tx: DbOrTx,
  petId: number,
  photo: { url: string; width: number | null; height: number | null; createdBy: number },
): Promise<PetPhoto> {
  const [{ next, hasMain }] = await tx
    .select({
      next: sql<number>`coalesce(max(${petPhotos.position}) + 1, 0)::int`,
      hasMain: sql<boolean>`coalesce(bool_or(${petPhotos.isMain}), false)`,
    })
    .from(petPhotos)
    .where(eq(petPhotos.petId, petId));
  const [row] = await tx
    .insert(petPhotos)
    .values({ petId, ...photo, position: Number(next), isMain: !hasMain })
    .returning();
  return toPetPhoto(row);
}

/** Puts the pet's photos in the order of `ids`, which must name each of them once. */
export async function orderPhotos(db: Db, viewer: Viewer, petId: number, ids: number[]): Promise<PetPhoto[]> {
  return db.transaction(async (tx) => {
    await editablePet(tx, viewer, petId, true);
    const current = (await listPhotos(tx, petId)).map((p) => p.id);
    const wanted = new Set(ids);
    const missing = current.filter((id) => !wanted.has(id));
    const foreign = ids.filter((id) => !current.includes(id));
    if (foreign.length > 0) throw badRequest(`body/ids: photo ${foreign[0]} is not a photo of pet ${petId}`, 'ids');
    if (missing.length > 0) throw badRequest(`body/ids must list every photo of the pet (missing ${missing.join(', ')})`, 'ids');
    await tx.execute(sql`
      update ${petPhotos} set position = v.position - 1
      from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as v(id, position)
      where ${petPhotos.id} = v.id and ${petPhotos.petId} = ${petId}`);
    return listPhotos(tx, petId);
  });
}

/** Makes `photoId` the pet's one main photo. */
export async function setMainPhoto(db: Db, viewer: Viewer, petId: number, photoId: number): Promise<PetPhoto[]> {
  return db.transaction(async (tx) => {
    await editablePet(tx, viewer, petId, true);
    const [photo] = await tx.select({ id: petPhotos.id }).from(petPhotos).where(and(eq(petPhotos.id, photoId), eq(petPhotos.petId, petId)));
    if (!photo) throw notFound(`Pet ${petId} has no photo ${photoId}`, 'id');
    // One main photo at any moment (unique index): clear the flag first.
    await tx.update(petPhotos).set({ isMain: false }).where(and(eq(petPhotos.petId, petId), eq(petPhotos.isMain, true)));
    await tx.update(petPhotos).set({ isMain: true }).where(eq(petPhotos.id, photoId));
    return listPhotos(tx, petId);
  });
}

/** Deletes a photo; when it was the main one, the first remaining photo takes over. Answers the photo's URL. */
export async function deletePhoto(db: Db, viewer: Viewer, petId: number, photoId: number): Promise<{ url: string; photos: PetPhoto[] }> {
  return db.transaction(async (tx) => {
    await editablePet(tx, viewer, petId, true);
    const [removed] = await tx.delete(petPhotos).where(and(eq(petPhotos.id, photoId), eq(petPhotos.petId, petId))).returning();
    if (!removed) throw notFound(`Pet ${petId} has no photo ${photoId}`, 'photoId');
    let photos = await listPhotos(tx, petId);
    if (removed.isMain && photos.length > 0) {
      await tx.update(petPhotos).set({ isMain: true }).where(eq(petPhotos.id, photos[0].id));
      photos = await listPhotos(tx, petId);
    }
    return { url: removed.url, photos };
  });
}
