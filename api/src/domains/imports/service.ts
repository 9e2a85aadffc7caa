import { readFile } from 'node:fs/promises';
import { IMPORT_RESULT_PETS, type ImportJobView, type ImportMapping, type ImportPlanBody, type ImportPreview, type ImportUploaded } from '@bc/shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { COUNTRIES } from '../dictionaries/countries';
import {
  analyseImport, guessMapping, type ImportDictionaries, importMatchers, lookupKeys, MAX_IMPORT_ROWS, parseImportDate, planImport, previewOf, readRows, readTable,
  TableError, writePlan,
} from './engine';
import type { ImportJobRow } from './data/jobs';
import type { PetBefore } from './data/pets';
import { createJobRunner, type JobRunnerOptions } from './job';

/** What the service needs: the job runner's (data, pedigree engine, events, log, batch size). */
export type ImportsServiceOptions = JobRunnerOptions;

const view = (job: Pick<ImportJobRow, 'id' | 'fileName' | 'status' | 'rowCount' | 'summary' | 'phase' | 'done' | 'total' | 'error' | 'createdAt' | 'finishedAt' | 'undoneAt'>): ImportJobView => ({
  id: job.id, fileName: job.fileName, status: job.status, rows: job.rowCount, summary: job.summary, phase: job.phase, done: job.done,
  total: job.total, error: job.error, createdAt: job.createdAt.toISOString(), finishedAt: job.finishedAt?.toISOString() ?? null,
  undoneAt: job.undoneAt?.toISOString() ?? null,
});

/** Imports: upload, preview, the background job, undo (see engine/ for the pure part). */
export function createImportsService(options: ImportsServiceOptions) {
  const { data } = options;
  const runner = createJobRunner(options);

  async function dictionaries(): Promise<ImportDictionaries> {
    const [colors, scales] = await Promise.all([data.dictionaries.colors(), data.dictionaries.healthScales()]);
    return {
      colors: colors.map((c) => ({ id: c.id, name: c.name })),
      countries: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
      scales: new Map(scales.filter((s) => s.kind === 'hips' || s.kind === 'elbows').map((s) => [s.id, { kind: s.kind, options: s.options }])),
    };
  }

  /** The job, to its uploader or a moderator; 404 for anyone else (its existence is not told). */
  async function own(viewer: Viewer, id: number): Promise<ImportJobRow> {
    const job = await data.importJobs.get(id);
    if (!job || (job.uploaderId !== viewer.id && !viewer.isModerator)) throw notFound(`Import ${id} not found`, 'id');
    return job;
  }

  function checkMapping(mapping: ImportMapping, header: readonly string[], dict: ImportDictionaries) {
    mapping.columns.forEach((c, i) => {
      if (!header.includes(c.header)) throw badRequest(`body/mapping/columns/${i}/header "${c.header}" is not a column of the file`, `mapping.columns.${i}.header`);
      if ((c.field === 'hips' || c.field === 'elbows') && !dict.scales.has(`${c.field}:${c.system ?? 'fci'}`)) {
        throw badRequest(`body/mapping/columns/${i}/system "${c.system}" is not a scoring system of ${c.field}`, `mapping.columns.${i}.system`);
      }
    });
    const fields = mapping.columns.map((c) => c.field);
    if (!fields.includes('registeredName') && !fields.includes('registration')) {
      throw badRequest('body/mapping must map a column to the registered name or the registration', 'mapping.columns');
    }
  }

  /** Each fix names an entry of its field's dictionary (or '' for empty): 400 naming the field otherwise. */
  function checkFixes(body: ImportPlanBody, dict: ImportDictionaries) {
    const scales = (field: string) => body.mapping.columns.filter((c) => c.field === field).map((c) => dict.scales.get(`${field}:${c.system ?? 'fci'}`));
    const valid: Record<string, (id: string) => boolean> = {
      color: (id) => dict.colors.some((c) => c.id === id),
      country: (id) => dict.countries.some((c) => c.id === id),
      sex: (id) => id === 'male' || id === 'female',
      hips: (id) => scales('hips').some((s) => s?.options.some((o) => o.id === id)),
      elbows: (id) => scales('elbows').some((s) => s?.options.some((o) => o.id === id)),
      birthDate: (id) => parseImportDate(id) !== null,
      deathDate: (id) => parseImportDate(id) !== null,
      healthDate: (id) => parseImportDate(id) !== null,
    };
    for (const [field, fixes] of Object.entries(body.resolutions?.fixes ?? {})) {
      const check = valid[field];
      if (!check) throw badRequest(`body/resolutions/fixes/${field} is not a field with dictionary values`, `resolutions.fixes.${field}`);
      for (const [value, id] of Object.entries(fixes ?? {})) {
        if (id !== '' && !check(id)) throw badRequest(`body/resolutions/fixes/${field} "${value}" → "${id}" is not a known value of ${field}`, `resolutions.fixes.${field}`);
      }
    }
  }

  /** The file read through the mapping and choices: the analysis and the plan. */
  async function analyse(viewer: Viewer, job: ImportJobRow, body: ImportPlanBody) {
    if (job.rows === null) throw conflict(`Import ${job.id} has already been started`, 'id');
    const dict = await dictionaries();
    checkMapping(body.mapping, job.header, dict);
    checkFixes(body, dict);
    const rows = readRows(job.header, job.rows, body.mapping, importMatchers(dict), body.resolutions?.fixes ?? {});
    const existing = await data.importPets.existing(lookupKeys(rows), viewer.isModerator ? null : viewer.id);
    const analysis = analyseImport(rows, existing);
    await data.importJobs.rememberMapping(viewer.id, body.mapping);
    return analysis;
  }

  return {
    async upload(viewer: Viewer, file: { path: string; name: string; size: number; truncated: boolean } | null): Promise<ImportUploaded> {
      if (!file) throw badRequest('body/file is required: the CSV or XLSX file as a multipart file', 'file');
      if (file.truncated) throw new HttpError(413, 'The file is too large', { field: 'file' });
      let table;
      try {
        table = await readTable(await readFile(file.path));
      } catch (error) {
        if (error instanceof TableError) {
          if (error.reason === 'empty') throw badRequest('body/file has no header row', 'file');
          if (error.reason === 'too-many-rows') throw badRequest(`body/file has more than ${MAX_IMPORT_ROWS} rows`, 'file');
          throw badRequest('body/file cannot be read as CSV or XLSX', 'file');
        }
        throw error;
      }
      const remembered = await data.importJobs.mapping(viewer.id);
      const job = await data.importJobs.create({
        uploaderId: viewer.id, asModerator: viewer.isModerator, fileName: file.name.slice(0, 255) || 'import', header: table.header,
        rows: table.rows, rowCount: table.rows.length,
      });
      return {
        id: job.id, fileName: job.fileName, rows: job.rowCount, header: table.header, sample: table.rows.slice(0, 5),
        mapping: { columns: guessMapping(table.header, remembered?.columns ?? []), registry: remembered?.registry ?? 'RKF' },
      };
    },

    async preview(viewer: Viewer, id: number, body: ImportPlanBody): Promise<ImportPreview> {
      return previewOf(await analyse(viewer, await own(viewer, id), body));
    },

    async start(viewer: Viewer, id: number, body: ImportPlanBody): Promise<ImportJobView> {
      const job = await own(viewer, id);
      const analysis = await analyse(viewer, job, body);
      const plan = planImport(analysis, body.resolutions?.choices ?? {});
      const dogs = writePlan(plan, body.mapping.registry.trim());
      const { summary } = previewOf(analysis);
      const moved = await data.importJobs.move(id, ['uploaded'], {
        status: 'queued', mapping: body.mapping, resolutions: body.resolutions ?? null, plan: dogs, rows: null, summary, total: dogs.length, done: 0, phase: 'dogs',
      });
      if (!moved) throw conflict(`Import ${id} has already been started`, 'id');
      void runner.enqueue(id);
      return view((await data.importJobs.head(id))!);
    },

    async status(viewer: Viewer, id: number): Promise<ImportJobView> {
      await own(viewer, id);
      const job = view((await data.importJobs.head(id))!);
      return job.status === 'done' ? { ...job, pets: await data.importPets.writtenNames(id, IMPORT_RESULT_PETS) } : job;
    },

    async list(viewer: Viewer): Promise<ImportJobView[]> {
      const jobs = await data.importJobs.list(viewer.isModerator ? null : viewer.id, 50);
      return Promise.all(jobs.map(async (j) => view((await data.importJobs.head(j.id))!)));
    },

    /** Undo a finished import in one transaction: 409 when a pet it wrote was edited since (that edit would be lost). */
    async undo(viewer: Viewer, id: number): Promise<ImportJobView> {
      const job = await own(viewer, id);
      if (job.status !== 'done') throw conflict(`Import ${id} is ${job.status}; only a finished import is undone`, 'id');
      const ids = await data.transaction(async (tx) => {
        const written = await tx.importPets.written(id);
        const created = written.filter((w) => w.created).map((w) => w.petId);
        const updated = written.filter((w) => !w.created).map((w) => ({ id: w.petId, before: w.before as PetBefore }));
        const edited = await tx.importPets.changedSince([
          ...created.map((petId) => ({ id: petId, version: 1 })),
          ...updated.map((u) => ({ id: u.id, version: (u.before.columns.version ?? 1) + 1 })),
        ]);
        if (edited.length > 0) throw conflict(`Import ${id} cannot be undone: ${edited.length} of its dogs were edited since`, 'id');
        if (!(await tx.importJobs.move(id, ['done'], { status: 'undone', undoneAt: new Date() }))) throw conflict(`Import ${id} is being undone`, 'id');
        await tx.importPets.undo(created, updated);
        return written.map((w) => w.petId);
      });
      await options.pedigree.reload();
      options.emit('petsChanged', { ids });
      return view((await data.importJobs.head(id))!);
    },

    resume: () => runner.resume(),
    idle: () => runner.idle(),
    close: () => runner.close(),
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
