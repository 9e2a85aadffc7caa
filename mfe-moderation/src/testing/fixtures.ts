import type { PetDetail } from '@bc/shared/contracts';
import { petSummary } from '@bc/shared/testing';

/** A dog as `GET /api/pets/{id}` answers it, for the views that show one. */
export const detail = (id: number, overrides: Partial<PetDetail> = {}): PetDetail => ({
  ...petSummary(id, { sex: 'female' }), kennelPrefix: null, deathDate: null, deathPrecision: null, countryOfResidence: null, titles: null,
  offeredForStud: false, sireId: null, damId: null, microchip: null, workingResults: null, hiddenReason: null, sire: null, dam: null, registrations: [],
  health: [], dna: [], photos: [], documents: [], likes: 0, likedByMe: false, myNote: null, coi: 0, createdBy: 3, updatedBy: 3,
  createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-01T10:00:00.000Z', version: 1, permissions: { canEdit: true, canModerate: true },
  ...overrides,
});
