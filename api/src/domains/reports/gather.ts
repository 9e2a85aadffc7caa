import sharp from 'sharp';
import { imageSizeUrl, type Locale, localePath, type PetListItem, type PetPerson } from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { FileStorage } from '../files/storage';
import type { PedigreeAnswers } from '../pedigree/answers';
import type { PedigreeService } from '../pedigree/service';
import { testName } from '../pedigree/subject';
import type { PetsService } from '../pets/service';
import type { ChartDog, RelativeResults, ReportData } from './pdf/report-data';

export interface GatherDeps {
  data: DataAccess;
  pets: PetsService;
  pedigree: PedigreeService & PedigreeAnswers;
  /** The breed's average full-depth COI (the breeding domain's, cached there). */
  breedAverage(breedId: string): Promise<{ average: number | null; dogs: number }>;
  storage: FileStorage;
  publicUrl: string;
}

/** Generations of the chart, and over which COI and AVK are taken. */
const CHART_GENERATIONS = 5;
const COI_GENERATIONS = 10;
/** Most common ancestors and relatives of each kind a report lists. */
const MAX_COMMON_ANCESTORS = 25;
const MAX_RELATIVES = 60;
const PHOTO_SIZE = 600;

/** `hips:fci` → `HIPS (FCI)`, `baer` → `BAER`: a health scale as the report names it. */
export const scaleName = (set: string) => {
  const [kind, system] = set.split(':');
  return system ? `${kind!.toUpperCase()} (${system.toUpperCase()})` : kind!.toUpperCase();
};
const humanize = (id: string | null) => (id ? id.replace(/[-_]/g, ' ') : null);
const personName = (p: PetPerson) => p.name ?? p.nickname;

/**
 * Everything a report shows, read in one place as `viewer` (the report's owner) may see it: what they may not see
 * (someone else's draft ancestor) is left out of the report as it is left out of the site.
 */
export function createGatherer(deps: GatherDeps) {
  const { pets, pedigree } = deps;

  async function photo(url: string | null): Promise<Uint8Array | null> {
    if (!url) return null;
    try {
      const key = deps.storage.keyOf(imageSizeUrl(url, 'large')) ?? deps.storage.keyOf(url);
      const file = key ? await deps.storage.read(key) : null;
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      // pdfkit draws PNG and JPEG; photos are stored as WebP.
      return new Uint8Array(await sharp(Buffer.concat(chunks)).resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer());
    } catch {
      return null;
    }
  }

  async function relatives(petIds: { id: number; name: string; relation: RelativeResults['relation'] }[], locale: Locale): Promise<RelativeResults[]> {
    const { health, dna } = await deps.data.reports.resultsOf(petIds.map((p) => p.id));
    const tests = new Map((await pedigree.dnaTests()).map((t) => [t.code, testName(t, locale)]));
    const results = new Map<number, string[]>();
    const add = (id: number, text: string) => results.set(id, [...(results.get(id) ?? []), text]);
    for (const h of health) add(h.petId, `${scaleName(h.scale)}: ${h.value}`);
    for (const d of dna) add(d.petId, `${tests.get(d.test) ?? d.test}: ${d.result}`);
    const withResults = petIds.filter((p) => results.has(p.id));
    const byRelation = (relation: RelativeResults['relation']) => withResults.filter((p) => p.relation === relation).slice(0, MAX_RELATIVES);
    return (['full', 'half', 'offspring'] as const).flatMap((relation) =>
      byRelation(relation).map((p) => ({ name: p.name, relation, results: results.get(p.id)! })));
  }

  return async function gather(petId: number, viewer: Viewer, locale: Locale, number: string, now: Date): Promise<ReportData> {
    await pedigree.ensure([petId]);
    const [detail, tree, diseases, siblings, offspring] = await Promise.all([
      pets.detail(petId, viewer),
      pedigree.tree(viewer, { pet: petId }, { depth: CHART_GENERATIONS, generations: COI_GENERATIONS, locale }),
      pedigree.diseases(viewer, { pet: petId }, { depth: CHART_GENERATIONS, locale }),
      pets.siblings(petId, viewer),
      pets.offspring(petId, viewer),
    ]);
    const average = await deps.breedAverage(detail.breedId);

    const index = new Map(tree.dogs.ids.map((id, k) => [id, k]));
    const chart: (ChartDog | null)[] = [];
    for (let slot = 1; slot < 2 ** (CHART_GENERATIONS + 1) - 1; slot++) {
      const id = tree.slots[slot] ?? 0;
      const k = id > 0 ? index.get(id) : undefined;
      chart.push(k === undefined ? null : {
        name: tree.dogs.registeredNames[k]!, year: tree.dogs.birthYears[k] ?? null,
        titles: tree.dogs.titles[String(id)] ?? null, repeat: tree.dogs.repeats[String(id)] ?? null,
      });
    }

    const mainPhoto = detail.photos.find((p) => p.isMain) ?? detail.photos[0];
    const named = (list: PetListItem[], relation: RelativeResults['relation']) =>
      list.map((p) => ({ id: p.id, name: [p.kennelPrefix, p.registeredName].filter(Boolean).join(' '), relation }));
    const kin = [
      ...named(siblings.full, 'full'), ...named([...siblings.bySire, ...siblings.byDam], 'half'),
      ...named(offspring.litters.flatMap((l) => l.offspring), 'offspring'),
    ];

    return {
      locale, number, dataAt: now.toISOString(), verifyUrl: `${deps.publicUrl}${localePath(locale, '/reports/verify')}?number=${number}`,
      pet: {
        registeredName: detail.registeredName, callName: detail.callName, kennelPrefix: detail.kennelPrefix, sex: detail.sex,
        birthDate: detail.birthDate, deathDate: detail.deathDate, breed: humanize(detail.breedId), color: humanize(detail.colorId),
        breeder: personName(detail.breeder), owner: personName(detail.owner), microchip: detail.microchip, titles: detail.titles,
        workingResults: detail.workingResults, registrations: detail.registrations,
      },
      photo: await photo(mainPhoto?.url ?? null),
      chart,
      coi: {
        coi10: tree.coi.coi, full: tree.coi.full, completeness10: tree.coi.completeness, equivalentGenerations: tree.coi.equivalentGenerations,
        breedAverage: average.average, breedAverageDogs: average.dogs,
      },
      avk: tree.avk.avk,
      commonAncestors: tree.commonAncestors.slice(0, MAX_COMMON_ANCESTORS).map((a) => ({
        name: a.registeredName ?? '—', contribution: a.contribution, paths: a.paths, repeat: a.repeat,
      })),
      health: detail.health.map((h) => ({ name: scaleName(h.set), value: h.value, date: h.date })),
      dna: diseases.tests
        .filter((t) => t.subject && t.subject.status !== 'unknown')
        .map((t) => ({ name: t.name, status: t.subject!.status, result: t.subject!.tested })),
      relatives: await relatives(kin, locale),
      litters: offspring.litters.map((l) => ({
        partner: l.partner ? [l.partner.kennelPrefix, l.partner.registeredName].filter(Boolean).join(' ') : null,
        birthDate: l.birthDate, puppies: l.offspring.length,
      })),
    };
  };
}
export type GatherReport = ReturnType<typeof createGatherer>;
