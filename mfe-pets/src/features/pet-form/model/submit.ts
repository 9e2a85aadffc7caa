import type { AddPetBody, DOCUMENT_KINDS, PetDetail, PetInput } from '@bc/shared/contracts';
import {  } from '@bc/shared';
import { setPublish } from '../../../entities/pet';
import { addDocument } from '../api/add-document';
import { addImage } from '../api/add-image';
import { addPet } from '../api/add-pet';
import { savePet } from '../api/save-pet';
import { toBody, type PetFormValues } from '../lib/form-values';

type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The pet being edited (`id`, and the `version` the form was filled from: a save over a later change is refused), or
 * a new one (`id` null).
 */
export type SubmitRequest = ({ id: number; version: number } | { id: null; version?: undefined }) & {
  values: PetFormValues;
  /** Publish the pet (a new pet or a draft); otherwise a new pet stays a draft and others keep their status. */
  publish: boolean;
  /** A new pet: the candidates of a `possible-duplicate` answer the member said it is not. */
  distinctFrom?: number[];
};

export interface SubmitResult {
  pet: PetDetail;
  /** Files that could not be attached after the pet itself was saved. */
  failedFiles: number;
}

/**
 * Saves the pet (with its new parent records, created in the same transaction), then attaches this form's uploads
 * (photos, documents, health certificates: they need the pet's id), then saves once more with the complete lists — the photos in the form's order with its main photo, the
 * documents, and each health result pointing at its certificate. Each save names the version it was made from (409
 * `stale-version` when the pet changed meanwhile). A failure of the first save rejects (the form shows it); a file
 * that cannot be attached is counted and left out.
 */
export async function submitPet(request: SubmitRequest): Promise<SubmitResult> {
  const { id, values, publish } = request;
  const body = toBody(values);
  let pet =
    request.id === null
      ? await addPet({
        ...body, publishStatus: publish ? 'published' : 'draft', ...(request.distinctFrom?.length ? { distinctFrom: request.distinctFrom } : {}),
      } as AddPetBody)
      : await savePet(request.id, { ...body, version: request.version } as PetInput);
  const petId = pet.id;
  let failedFiles = 0;
  const attach = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch {
      failedFiles += 1;
      return null;
    }
  };

  const photoIds = new Map<string, number>();
  for (const photo of values.photos) {
    if (photo.id !== null) photoIds.set(photo.key, photo.id);
    else if (photo.upload) {
      const added = await attach(() => addImage(petId, photo.upload!.uploadId));
      if (added?.id) photoIds.set(photo.key, added.id);
    }
  }

  const documents: { id: number; kind: DocumentKind; title: string | null }[] = [];
  for (const document of values.documents) {
    const title = document.title.trim() || null;
    if (document.id !== null) documents.push({ id: document.id, kind: document.kind as DocumentKind, title });
    else if (document.upload) {
      const upload = document.upload;
      const added = await attach(() => addDocument({ petId, uploadId: upload.uploadId, kind: document.kind as DocumentKind, ...(title ? { title } : {}) }));
      if (added) documents.push({ id: added.id, kind: document.kind as DocumentKind, title });
    }
  }

  const certificates = new Map<string, number>();
  for (const result of values.health.filter((item) => item.upload && item.set && item.value)) {
    const upload = result.upload!;
    const added = await attach(() => addDocument({ petId, uploadId: upload.uploadId, kind: 'health' }));
    if (added) {
      certificates.set(result.key, added.id);
      documents.push({ id: added.id, kind: 'health', title: added.title });
    }
  }

  const attached =
    values.photos.some((photo) => photo.upload) || values.documents.some((document) => document.upload) || certificates.size > 0;
  if (attached) {
    const kept = values.health.filter((result) => result.set && result.value);
    // The photos in the form's order; the chosen main one, or the first when it did not make it.
    const attachedPhotos = values.photos.filter((photo) => photoIds.has(photo.key));
    const main = attachedPhotos.some((photo) => photo.key === values.mainPhoto) ? values.mainPhoto : attachedPhotos[0]?.key;
    // New parent records exist now: the second save names them by id (sending them again would create them twice).
    const { newSire: _sire, newDam: _dam, ...fields } = body;
    pet = await savePet(petId, {
      ...(fields as PetInput),
      // The version the first save answered: a change by someone else in between is refused, not overwritten.
      version: pet.version,
      sireId: pet.sireId,
      damId: pet.damId,
      photos: attachedPhotos.map((photo) => ({ id: photoIds.get(photo.key)!, isMain: photo.key === main })),
      documents,
      health: (body.health ?? []).map((result, index) => ({ ...result, documentId: certificates.get(kept[index].key) ?? result.documentId })),
    });
  }

  if (id !== null && publish && pet.publishStatus === 'draft') {
    const published = await setPublish({ id: petId, status: 'published' });
    pet = { ...pet, publishStatus: published.publishStatus, hiddenReason: published.hiddenReason };
  }
  return { pet, failedFiles };
}
