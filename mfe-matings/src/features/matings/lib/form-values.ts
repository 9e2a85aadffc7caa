import type { AddMatingBody, MatingDetail, MatingInput, MatingStatus, NewParentInput } from '@bc/shared/contracts';

/** A dog chosen in the form: its id and name. */
export interface ChosenPet {
  id: number;
  registeredName: string;
}

/** An outside sire entered as a new record. */
export interface NewSireValues {
  registeredName: string;
  kennelPrefix: string;
  birthDate: string;
  colorId: string | null;
}

export interface MatingFormValues {
  dam: ChosenPet | null;
  /** A male of the database, or a new outside record, or none yet. */
  sire: { kind: 'pet'; pet: ChosenPet } | { kind: 'new'; values: NewSireValues } | null;
  /** Each a YYYY-MM-DD, or '' for a date not entered yet. */
  dates: string[];
  status: Exclude<MatingStatus, 'whelped'> | 'whelped';
  announcement: string;
  country: string | null;
  /** The version the editor loaded (edit only). */
  version: number | null;
}

export const emptyNewSire = (): NewSireValues => ({ registeredName: '', kennelPrefix: '', birthDate: '', colorId: null });

export const emptyForm = (): MatingFormValues => ({
  dam: null, sire: null, dates: [''], status: 'planned', announcement: '', country: null, version: null,
});

/** The form filled from a mating being edited (dogs the caller may not see stay empty). */
export function valuesOf(detail: MatingDetail): MatingFormValues {
  return {
    dam: detail.dam && { id: detail.dam.id, registeredName: detail.dam.registeredName },
    sire: detail.sire && { kind: 'pet', pet: { id: detail.sire.id, registeredName: detail.sire.registeredName } },
    dates: detail.dates.matingDates.length > 0 ? [...detail.dates.matingDates] : [''],
    status: detail.status,
    announcement: detail.announcement ?? '',
    country: detail.country,
    version: detail.version,
  };
}

/** The id of the sire the live check can look at (a new outside record has no pedigree to check). */
export const sireIdOf = (values: MatingFormValues) => (values.sire?.kind === 'pet' ? values.sire.pet.id : null);

function newSireBody(values: NewSireValues): NewParentInput {
  return {
    registeredName: values.registeredName.trim(),
    ...(values.kennelPrefix.trim() ? { kennelPrefix: values.kennelPrefix.trim() } : {}),
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    ...(values.colorId ? { colorId: values.colorId } : {}),
  };
}

/** The fields both writes send (the caller has checked that the dam and a sire are there). */
function fields(values: MatingFormValues) {
  const sire = values.sire!;
  return {
    damId: values.dam!.id,
    ...(sire.kind === 'pet' ? { sireId: sire.pet.id } : { newSire: newSireBody(sire.values) }),
    matingDates: values.dates.filter(Boolean),
    status: values.status,
    announcement: values.announcement.trim() || null,
    country: values.country,
  };
}

export const addBody = (values: MatingFormValues, publishStatus: 'draft' | 'published'): AddMatingBody => ({ ...fields(values), publishStatus });
export const saveBody = (values: MatingFormValues): MatingInput => ({ ...fields(values), version: values.version ?? 1 });
