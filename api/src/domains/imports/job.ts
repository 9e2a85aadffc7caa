import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from '../data';
import type { Emit } from '../events';
import type { PedigreeService } from '../pedigree/service';
import { petSearchColumns } from '../pets/search-text';
import type { WriteDog } from './engine';
import type { PetBefore } from './data/pets';

/** Dogs written per transaction: big enough to be fast, small enough that a restart redoes little. */
export const IMPORT_BATCH = 500;

export interface JobRunnerOptions {
  data: DataAccess;
  pedigree: PedigreeService;
  emit: Emit;
  log: FastifyBaseLogger;
  batch?: number;
  /** Told after each committed batch of dogs (tests stop the app there). */
  onBatch?: (jobId: number, done: number) => void;
}

/**
 * Runs import jobs in the background, one at a time, each batch of dogs in one transaction with the job's progress
 * (so a restart resumes after the last committed batch): first the dogs (new pets, or fields an existing pet lacks,
 * with registrations and results), then the parent links (every dog has its id by then), then the pedigree engine
 * is reloaded once.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { data, pedigree, emit, log } = options;
  const batch = options.batch ?? IMPORT_BATCH;
  let queue: Promise<void> = Promise.resolve();
  let closing = false;

  async function run(jobId: number): Promise<void> {
    const job = await data.importJobs.get(jobId);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    await data.importJobs.update(jobId, { status: 'running' });
    const dogs = job.plan as WriteDog[];
    const userId = job.uploaderId;
    const published = job.asModerator ? 'published' : 'draft';
    let { phase, done } = job;
    while (!closing && phase === 'dogs' && done < dogs.length) {
      const from = done;
      const slice = dogs.slice(from, from + batch);
      await data.transaction(async (tx) => {
        const created = slice.map((d, i) => ({ d, idx: from + i })).filter(({ d }) => d.existingId === null);
        const ids = await tx.importPets.insert(
          created.map(({ d }) => ({
            registeredName: d.registeredName, callName: d.callName, sex: d.sex,
            birthDate: d.birth?.date ?? null, birthPrecision: d.birth?.precision ?? 'day',
            deathDate: d.death?.date ?? null, deathPrecision: d.death?.precision ?? null,
            colorId: d.colorId, coat: d.coat, countryOfBirth: d.country, microchip: d.microchip,
            breederName: d.breeder, ownerName: job.asModerator ? d.owner : null, ownerUserId: job.asModerator ? null : userId,
            publishStatus: published, createdBy: userId, updatedBy: userId,
            ...petSearchColumns({ registeredName: d.registeredName, callName: d.callName, microchip: d.microchip, registrations: d.registrations }),
          })),
        );
        const petOf = new Map<number, number>();
        created.forEach(({ idx }, i) => petOf.set(idx, ids[i]));
        const updated = slice.map((d, i) => ({ d, idx: from + i })).filter(({ d }) => d.existingId !== null);
        const before = await tx.importPets.before(updated.map(({ d }) => d.existingId as number));
        const records: { jobId: number; idx: number; petId: number; created: boolean; before: PetBefore | null }[] = created.map(({ idx }) => ({
          jobId, idx, petId: petOf.get(idx) as number, created: true, before: null,
        }));
        for (const { d, idx } of updated) {
          const id = d.existingId as number;
          const was = before.get(id);
          if (!was) continue; // deleted since the preview: nothing to update
          petOf.set(idx, id);
          const { row } = was;
          // Only what the pet lacks: an import never overwrites what a member or moderator entered.
          const changes = {
            ...(row.callName === null && d.callName ? { callName: d.callName } : {}),
            ...(row.birthDate === null && d.birth ? { birthDate: d.birth.date, birthPrecision: d.birth.precision } : {}),
            ...(row.deathDate === null && d.death ? { deathDate: d.death.date, deathPrecision: d.death.precision } : {}),
            ...(row.colorId === null && d.colorId ? { colorId: d.colorId } : {}),
            ...(row.coat === null && d.coat ? { coat: d.coat } : {}),
            ...(row.countryOfBirth === null && d.country ? { countryOfBirth: d.country } : {}),
            ...(row.microchip === null && d.microchip ? { microchip: d.microchip } : {}),
            ...(row.breederName === null && row.breederUserId === null && d.breeder ? { breederName: d.breeder } : {}),
          };
          const registrations = [...was.registrations, ...d.registrations.map((r) => r.number)].map((number) => ({ number }));
          await tx.importPets.update(id, {
            ...changes,
            ...petSearchColumns({ registeredName: row.registeredName, callName: changes.callName ?? row.callName, microchip: changes.microchip ?? row.microchip, registrations }),
          }, userId);
          const { row: _row, registrations: _regs, ...kept } = was;
          records.push({ jobId, idx, petId: id, created: false, before: kept });
        }
        await tx.importPets.insertRegistrations(
          slice.flatMap((d, i) => (petOf.has(from + i) ? d.registrations.map((r) => ({ petId: petOf.get(from + i) as number, ...r })) : [])),
        );
        await tx.importPets.insertHealth(
          slice.flatMap((d, i) =>
            petOf.has(from + i) ? d.health.map((h) => ({ petId: petOf.get(from + i) as number, kind: h.kind, scaleId: h.scaleId, score: h.score, testedAt: h.testedAt })) : [],
          ),
        );
        await tx.importPets.record(records);
        done = from + slice.length;
        if (done >= dogs.length) phase = 'links';
        await tx.importJobs.update(jobId, { done, phase: done >= dogs.length ? 'links' : 'dogs' });
      });
      options.onBatch?.(jobId, done);
    }
    if (phase === 'links' && !closing) {
      const written = await data.importPets.written(jobId);
      const petOf = new Map(written.map((w) => [w.idx, w.petId]));
      const parent = (ref: WriteDog['sire']) => (ref === null ? null : 'pet' in ref ? ref.pet : (petOf.get(ref.dog) ?? null));
      // Only new pets get parents: a pet already in the database keeps its own (see the preview's notes).
      const links = dogs
        .map((d, idx) => ({ d, id: petOf.get(idx) }))
        .filter(({ d, id }) => d.existingId === null && id !== undefined && (d.sire !== null || d.dam !== null))
        .map(({ d, id }) => ({ id: id as number, sireId: parent(d.sire), damId: parent(d.dam) }));
      for (let i = 0; i < links.length && !closing; i += batch) {
        await data.transaction(async (tx) => tx.importPets.setParents(links.slice(i, i + batch)));
      }
      if (!closing) {
        await data.transaction(async (tx) => {
          await tx.importJobs.update(jobId, { phase: 'finish' });
        });
        phase = 'finish';
      }
    }
    if (phase === 'finish' && !closing) {
      await pedigree.reload();
      await data.importJobs.update(jobId, { status: 'done', finishedAt: new Date() });
      emit('petsChanged', { ids: (await data.importPets.written(jobId)).map((w) => w.petId) });
      log.info({ jobId, dogs: dogs.length }, 'import done');
    }
  }

  const enqueue = (jobId: number) => {
    const next = queue.then(() => run(jobId)).catch(async (err: unknown) => {
      log.error({ err, jobId }, 'import failed');
      await data.importJobs.update(jobId, { status: 'failed', error: (err as Error).message }).catch(() => {});
    });
    queue = next;
    return next;
  };

  return {
    /** Starts (or resumes) a job after the ones queued before it. */
    enqueue,
    /** Resumes every job a stop left queued or running. */
    async resume(): Promise<void> {
      for (const id of await data.importJobs.unfinished()) void enqueue(id);
    },
    /** Resolves when every queued job has run (tests). */
    idle: () => queue,
    /** Stops after the batch being written; an unfinished job resumes at the next start. */
    async close(): Promise<void> {
      closing = true;
      await queue;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
