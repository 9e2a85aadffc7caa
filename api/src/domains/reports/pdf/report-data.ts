import type { DiseaseStatus, Locale } from '@bc/shared/contracts';

/** A dog in the pedigree chart: its name, year of birth and, when it fills several slots, its colour index. */
export interface ChartDog {
  name: string;
  year: number | null;
  titles: string | null;
  repeat: number | null;
}

/** A relative's health and DNA results as the report lists them. */
export interface RelativeResults {
  name: string;
  /** `full`: same sire and dam; `half`: one parent in common; `offspring`. */
  relation: 'full' | 'half' | 'offspring';
  results: string[];
}

/**
 * Everything a report shows, gathered in one place (gather.ts) and rendered by render.ts in a worker thread: plain
 * data (structured-cloneable), names and values already in the report's language where the database has them.
 */
export interface ReportData {
  locale: Locale;
  number: string;
  /** When the data was read (ISO). */
  dataAt: string;
  verifyUrl: string;
  pet: {
    registeredName: string;
    callName: string | null;
    kennelPrefix: string | null;
    sex: 'male' | 'female';
    birthDate: string | null;
    deathDate: string | null;
    breed: string | null;
    color: string | null;
    breeder: string | null;
    owner: string | null;
    microchip: string | null;
    titles: string | null;
    workingResults: string | null;
    registrations: { registry: string; number: string }[];
  };
  /** The main photo as PNG or JPEG bytes (null: none, or it could not be read). */
  photo: Uint8Array | null;
  /** Slots 1…62 of the heap layout (slot 0 is the dog itself): sire of i is 2i+1, dam 2i+2; null: unknown or hidden. */
  chart: (ChartDog | null)[];
  coi: {
    coi10: number;
    full: number;
    /** Known ancestor slots / 2^k, k = 1…10. */
    completeness10: number[];
    equivalentGenerations: number;
    breedAverage: number | null;
    breedAverageDogs: number;
  } | null;
  avk: number | null;
  commonAncestors: { name: string; contribution: number; paths: number; repeat: number | null }[];
  health: { name: string; value: string; date: string | null }[];
  dna: { name: string; status: DiseaseStatus; result: string | null }[];
  relatives: RelativeResults[];
  litters: { partner: string | null; birthDate: string | null; puppies: number }[];
}
