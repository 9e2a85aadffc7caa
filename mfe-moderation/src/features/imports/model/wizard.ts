import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { normaliseError, type ApiError } from '@bc/shared';
import {
  IMPORT_CHOICES, type ImportColumn, type ImportField, type ImportJobView, type ImportMapping, type ImportPlanBody, type ImportPreview,
  type ImportProblemKind, type ImportResolution, type ImportUploaded,
} from '@bc/shared/contracts';
import { getImport } from '../api/get-import';
import { previewImport } from '../api/preview-import';
import { startImport } from '../api/start-import';
import { uploadImport } from '../api/upload-import';

/** How often a running import's progress is asked. */
export const POLL_MS = 1000;

export type ImportStep = 'upload' | 'map' | 'preview' | 'progress' | 'result';
export type Fixes = Partial<Record<string, Record<string, string>>>;

const apiFx = <P, R>(call: (params: P) => Promise<R>) =>
  createEffect<P, R, ApiError>(async (params) => {
    try {
      return await call(params);
    } catch (error) {
      throw normaliseError(error);
    }
  });

/** The import's screens in order: a file uploaded, its columns mapped, its problems resolved, the job followed. */
export const fileChosen = createEvent<File>();
export const columnMapped = createEvent<{ index: number; field: ImportField | null }>();
export const systemChosen = createEvent<{ index: number; system: string }>();
export const registryChanged = createEvent<string>();
export const previewAsked = createEvent();
export const choiceChanged = createEvent<{ kind: ImportProblemKind; choice: ImportResolution }>();
export const fixChanged = createEvent<{ field: string; value: string; id: string | null }>();
export const startAsked = createEvent();
export const backToMapping = createEvent();
export const restarted = createEvent();
/** The page left: the progress is no longer asked. */
export const closed = createEvent();

export const uploadFx = apiFx(uploadImport);
export const previewFx = apiFx(previewImport);
export const startFx = apiFx(startImport);
export const statusFx = apiFx((id: number) => getImport(id));
const waitFx = createEffect((id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), POLL_MS)));

export const $upload = createStore<ImportUploaded | null>(null).on(uploadFx.doneData, (_, u) => u).reset(restarted);
export const $mapping = createStore<ImportMapping | null>(null)
  .on(uploadFx.doneData, (_, u) => u.mapping)
  .on(columnMapped, (m, { index, field }) => m && { ...m, columns: m.columns.map((c, i) => (i === index ? withField(c, field) : c)) })
  .on(systemChosen, (m, { index, system }) => m && { ...m, columns: m.columns.map((c, i) => (i === index ? { ...c, system } : c)) })
  .on(registryChanged, (m, registry) => m && { ...m, registry })
  .reset(restarted);
export const $choices = createStore<Partial<Record<ImportProblemKind, ImportResolution>>>({})
  .on(choiceChanged, (choices, { kind, choice }) => ({ ...choices, [kind]: choice }))
  .reset(restarted, uploadFx.done);
export const $fixes = createStore<Fixes>({})
  .on(fixChanged, (fixes, { field, value, id }) => {
    const forField = { ...fixes[field] };
    if (id === null) delete forField[value];
    else forField[value] = id;
    return { ...fixes, [field]: forField };
  })
  .reset(restarted, uploadFx.done);
export const $preview = createStore<ImportPreview | null>(null).on(previewFx.doneData, (_, p) => p).reset(restarted, uploadFx.done, backToMapping);
export const $job = createStore<ImportJobView | null>(null)
  .on(startFx.doneData, (_, job) => job)
  .on(statusFx.done, (job, { params, result }) => (job?.id === params ? result : job))
  .reset(restarted, uploadFx.done);
/** The last refusal of the step on screen (a file that cannot be read, a mapping without a name column…). */
export const $error = createStore<ApiError | null>(null)
  .on([uploadFx.failData, previewFx.failData, startFx.failData], (_, error) => error)
  .reset(uploadFx, previewFx, startFx, restarted, backToMapping);

const withField = (column: ImportColumn, field: ImportField | null): ImportColumn => {
  const { system: _system, ...rest } = column;
  return field === 'hips' || field === 'elbows' ? { ...rest, field, system: column.system ?? 'fci' } : { ...rest, field };
};

export const $step = combine($upload, $preview, $job, (upload, preview, job): ImportStep => {
  if (job) return job.status === 'queued' || job.status === 'running' ? 'progress' : 'result';
  if (preview) return 'preview';
  return upload ? 'map' : 'upload';
});

/** The body of preview and start: the mapping, and each kind's choice (its default when none was made) with the fixes. */
export const $planBody = combine($mapping, $choices, $fixes, (mapping, choices, fixes): ImportPlanBody | null => {
  if (!mapping) return null;
  const all = Object.fromEntries(Object.entries(IMPORT_CHOICES).map(([kind, options]) => [kind, choices[kind as ImportProblemKind] ?? options[0]]));
  return { mapping, resolutions: { choices: all, fixes: fixes as Record<string, Record<string, string>> } };
});

sample({ clock: fileChosen, target: uploadFx });
// Preview and start send the same request: the uploaded file's id with the mapping and the choices.
for (const [clock, target] of [[previewAsked, previewFx], [startAsked, startFx]] as const) {
  sample({
    clock,
    source: { upload: $upload, body: $planBody },
    filter: ({ upload, body }) => upload !== null && body !== null,
    fn: ({ upload, body }) => ({ id: upload!.id, body: body! }),
    target: target as typeof previewFx,
  });
}

// The progress is asked every second until the job ends; a failed ask is tried again.
const $following = createStore<number | null>(null).on(startFx.doneData, (_, job) => job.id).reset(restarted, closed, uploadFx.done);
const running = (job: ImportJobView) => job.status === 'queued' || job.status === 'running';
sample({ clock: startFx.doneData, fn: (job) => job.id, target: waitFx });
sample({ clock: statusFx.done, filter: ({ result }) => running(result), fn: ({ params }) => params, target: waitFx });
sample({ clock: statusFx.fail, fn: ({ params }) => params, target: waitFx });
sample({ clock: waitFx.doneData, source: $following, filter: (current, id) => current === id, fn: (_, id) => id, target: statusFx });
