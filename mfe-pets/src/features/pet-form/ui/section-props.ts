import type { ReactNode } from 'react';
import type { PetFormValues } from '../lib/form-values';

export type Patch = Partial<PetFormValues> | ((values: PetFormValues) => Partial<PetFormValues>);

/** What every section of the form gets: the values, a setter, each field's error text, and the upload tracker. */
export interface SectionProps {
  values: PetFormValues;
  /** Applies a patch (or a patch computed from the current values) and clears the errors of the given paths. */
  change: (patch: Patch, ...paths: string[]) => void;
  error: (path: string) => ReactNode | undefined;
  /** An uploader reports whether it is still uploading (the form waits before saving). */
  uploading: (uploader: string, busy: boolean) => void;
}
