import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_SIZES } from '@bc/shared/contracts';
import type { DbOrTx } from '../db/client';
import { uploads } from '../db/schema';
import { imageVariants } from '../domains/files/image-variants';
import { contentTypeOfKey, documentKey, type FileStorage, imageKey } from '../domains/files/storage';
import { createLimit } from '../lib/limit';
import { bulkInsert, type Column } from './bulk-insert';
import { certificatePdf, type CertificateLine } from './demo-documents';
import { type Coat, DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_SCENES, type DemoScene, drawBorderCollie } from './demo-images';
import { isoOf } from './calendar';
import type { HealthResultRow } from './health-results';
import { END_DAY, type SeedPet } from './population';
import type { Random } from './prng';

/** Where the seed writes the demo photos and documents (the configured storage, as the files domain uses it). */
export interface SeedFiles {
  storage: FileStorage;
}

/** One drawing (colour, coat, scene): one upload, shared by every photo that shows it. */
export interface DemoImage {
  uploadId: string;
  colorId: string;
  coat: Coat;
  scene: DemoScene;
  svg: string;
}

export interface DemoPhoto {
  id: number;
  petId: number;
  uploadId: string;
  position: number;
  isMain: boolean;
  createdBy: number;
}

/** A litter's photo: a drawing in the colour and coat of one of its puppies. */
export interface DemoLitterPhoto {
  id: number;
  litterId: number;
  uploadId: string;
  position: number;
  isMain: boolean;
  createdBy: number;
}

/** A litter that may get photos: its puppy drawn (or its dam, when no puppy is known) and who recorded it. */
export interface DemoLitter {
  id: number;
  /** A live litter (announced now): these get photos more often. */
  live: boolean;
  drawn: SeedPet;
  createdBy: number;
}

export interface DemoDocument {
  id: number;
  petId: number;
  uploadId: string;
  kind: 'health' | 'pedigree';
  title: string;
  name: string;
  pdf: Buffer;
  /** The upload's member: the dog's owner, else the demo moderator. */
  userId: number;
}

export interface DemoFilesPlan {
  images: DemoImage[];
  photos: DemoPhoto[];
  litterPhotos: DemoLitterPhoto[];
  documents: DemoDocument[];
}

export interface DemoFilesInput {
  /** The population and the live litters' puppies. */
  pets: SeedPet[];
  puppyIds: ReadonlySet<number>;
  health: HealthResultRow[];
  ownerOf: (pet: SeedPet) => number | null;
  breederOf: (pet: SeedPet) => string;
  /** The litters (the population's and the live ones), for their photos. */
  litters: DemoLitter[];
  /** The member the shared drawings belong to (and documents of dogs without an owner member). */
  moderatorId: number;
  /** English names of the health scales (the health_scales dictionary). */
  scaleNames: ReadonlyMap<string, string>;
}

/** Shares of dogs with photos and documents. */
export const DEMO_FILE_SHARES = {
  /** Published dogs of the population with a main photo. */
  photo: 0.4,
  /** Published puppies of the live litters with a photo. */
  puppyPhoto: 0.6,
  /** Of the dogs with photos, those with two or three. */
  morePhotos: 0.3,
  /** Live litters with a main photo (the first of them has three photos)… */
  liveLitterPhoto: 0.75,
  /** …and litters of the population's past years with one. */
  litterPhoto: 0.1,
  /** Dogs with health results that have a health certificate… */
  healthDocument: 0.15,
  /** …and of those, the ones with a pedigree certificate too. */
  pedigreeDocument: 0.4,
} as const;

/** Raise when the drawings or their conversion change: the ids (and so the stored files' keys) change with it. */
const DRAWING_VERSION = 1;

/** An upload id (22 base64url characters) from the content: the same drawing or document keeps its id and files. */
const contentId = (kind: string, content: string | Buffer) =>
  createHash('sha256').update(`${kind}\n${DRAWING_VERSION}\n`).update(content).digest('base64url').slice(0, 22);

/** How many dogs share a colour and coat before a fourth scene is used: rare ones are drawn in fewer scenes. */
const DOGS_PER_SCENE = 8;

/**
 * Which dogs get which photos and documents (deterministic from `random`): about 40 % of the published dogs a main
 * photo, some two or three; a health certificate for about 15 % of the dogs with health results, and a pedigree
 * certificate for some of them. A drawing per colour, coat and scene is made once; a colour and coat few dogs have is
 * drawn in fewer scenes (so few drawings are made for rare colours, while a list of common black-and-white dogs shows
 * four different pictures).
 */
export function planDemoFiles(input: DemoFilesInput, random: Random): DemoFilesPlan {
  const comboOf = (pet: SeedPet) => `${pet.colorId}/${pet.coat}`;
  const wanted: { pet: SeedPet; count: number }[] = [];
  const dogsPerCombo = new Map<string, number>();
  for (const pet of input.pets) {
    if (pet.publishStatus !== 'published') continue;
    const share = input.puppyIds.has(pet.id) ? DEMO_FILE_SHARES.puppyPhoto : DEMO_FILE_SHARES.photo;
    if (!random.chance(share)) continue;
    const count = random.chance(DEMO_FILE_SHARES.morePhotos) ? random.int(2, 3) : 1;
    wanted.push({ pet, count });
    dogsPerCombo.set(comboOf(pet), (dogsPerCombo.get(comboOf(pet)) ?? 0) + 1);
  }

  const images = new Map<string, DemoImage>();
  const imageOf = (pet: SeedPet, scene: DemoScene) => {
    const key = `${comboOf(pet)}/${scene}`;
    let image = images.get(key);
    if (!image) {
      const coat = (['rough', 'smooth', 'bearded'].includes(pet.coat) ? pet.coat : 'rough') as Coat;
      const svg = drawBorderCollie(pet.colorId, coat, scene);
      image = { uploadId: contentId('image', svg), colorId: pet.colorId, coat, scene, svg };
      images.set(key, image);
    }
    return image;
  };

  const photos: DemoPhoto[] = [];
  for (const { pet, count } of wanted) {
    const scenes = DEMO_SCENES.slice(0, Math.min(DEMO_SCENES.length, Math.ceil((dogsPerCombo.get(comboOf(pet)) ?? 1) / DOGS_PER_SCENE)));
    // The main photo's scene, then the next ones in turn (a dog's photos all differ).
    const first = random.int(0, scenes.length - 1);
    const createdBy = input.ownerOf(pet) ?? input.moderatorId;
    for (let i = 0; i < Math.min(count, scenes.length); i++) {
      const image = imageOf(pet, scenes[(first + i) % scenes.length]);
      photos.push({ id: photos.length + 1, petId: pet.id, uploadId: image.uploadId, position: i, isMain: i === 0, createdBy });
    }
  }

  const byId = new Map(input.pets.map((p) => [p.id, p]));
  const healthOf = new Map<number, HealthResultRow[]>();
  for (const row of input.health) {
    const list = healthOf.get(row.petId);
    if (list) list.push(row);
    else healthOf.set(row.petId, [row]);
  }
  const documents: DemoDocument[] = [];
  const addDocument = (pet: SeedPet, kind: DemoDocument['kind'], title: string, pdf: Buffer) => {
    documents.push({
      id: documents.length + 1, petId: pet.id, uploadId: contentId('document', pdf), kind, title, pdf,
      name: `${kind}-certificate-${pet.id}.pdf`, userId: input.ownerOf(pet) ?? input.moderatorId,
    });
  };
  for (const [petId, results] of healthOf) {
    if (!random.chance(DEMO_FILE_SHARES.healthDocument)) continue;
    const pet = byId.get(petId);
    if (!pet) continue;
    const issuer = results[0].lab;
    addDocument(pet, 'health', `Health certificate (${issuer})`, certificatePdf({
      title: 'Health certificate',
      issuer,
      dog: dogLines(pet),
      section: 'Results',
      lines: results.map((r) => ({ label: input.scaleNames.get(r.scaleId) ?? r.scaleId, value: `${r.score}   (examined ${r.testedAt})` })),
      issuedOn: results.reduce((latest, r) => (r.testedAt > latest ? r.testedAt : latest), results[0].testedAt),
    }));
    const sire = pet.sireId === null ? undefined : byId.get(pet.sireId);
    const dam = pet.damId === null ? undefined : byId.get(pet.damId);
    if (sire && dam && random.chance(DEMO_FILE_SHARES.pedigreeDocument)) {
      const registry = pet.registrations[0]?.registry ?? 'Registry';
      const parent = (p: SeedPet) => `${p.registeredName}${p.registrations[0] ? `, ${p.registrations[0].registry} ${p.registrations[0].number}` : ''}`;
      addDocument(pet, 'pedigree', `Pedigree certificate (${registry})`, certificatePdf({
        title: 'Pedigree certificate',
        issuer: `${registry}: export pedigree`,
        dog: dogLines(pet),
        section: 'Parents',
        lines: [
          { label: 'Sire', value: parent(sire) },
          { label: 'Dam', value: parent(dam) },
          { label: 'Breeder', value: input.breederOf(pet) },
        ],
        // Registries issue a litter's pedigrees some weeks after its birth.
        issuedOn: isoOf(Math.min(END_DAY, pet.birthDay + 56)),
      }));
    }
  }
  // Before the drawings are listed: a litter's photos may add some.
  const litterPhotos = planLitterPhotos(input, random, imageOf);
  return { images: [...images.values()], photos, litterPhotos, documents };
}

/**
 * The litters' photos, drawn after the dogs' (their draws change nothing of the dogs' photos and documents): a main
 * photo for about three live litters in four and one past litter in ten; the first live litter with a photo has three
 * (three scenes of its puppy's colour and coat). One photo shows the colour and coat's first scene, so it shares the
 * drawing a dog of that colour already has.
 */
function planLitterPhotos(input: DemoFilesInput, random: Random, imageOf: (pet: SeedPet, scene: DemoScene) => DemoImage): DemoLitterPhoto[] {
  const litterPhotos: DemoLitterPhoto[] = [];
  let several = false;
  for (const litter of input.litters) {
    if (!random.chance(litter.live ? DEMO_FILE_SHARES.liveLitterPhoto : DEMO_FILE_SHARES.litterPhoto)) continue;
    const count: number = litter.live && !several ? 3 : 1;
    several ||= count > 1;
    for (let i = 0; i < count; i++) {
      const image = imageOf(litter.drawn, DEMO_SCENES[i]);
      litterPhotos.push({ id: litterPhotos.length + 1, litterId: litter.id, uploadId: image.uploadId, position: i, isMain: i === 0, createdBy: litter.createdBy });
    }
  }
  return litterPhotos;
}

function dogLines(pet: SeedPet): CertificateLine[] {
  return [
    { label: 'Registered name', value: pet.registeredName },
    { label: 'Registration', value: pet.registrations.map((r) => `${r.registry} ${r.number}`).join(', ') || 'not registered' },
    { label: 'Born', value: `${pet.birthDate}, ${pet.sex}` },
    { label: 'Colour, coat', value: `${pet.colorId.replaceAll('-', ' ')}, ${pet.coat}` },
    { label: 'Microchip', value: pet.microchip ?? 'none' },
  ];
}

/** The large size's dimensions (the drawings are 1280 × 960, the large size's long side). */
const LARGE = { width: Math.min(DEMO_IMAGE_WIDTH, IMAGE_SIZES.large), height: Math.round((DEMO_IMAGE_HEIGHT * Math.min(DEMO_IMAGE_WIDTH, IMAGE_SIZES.large)) / DEMO_IMAGE_WIDTH) };

const imageKeys = (uploadId: string) => Object.values(IMAGE_SIZES).map((size) => imageKey(uploadId, size));

async function exists(storage: FileStorage, key: string): Promise<boolean> {
  const file = await storage.read(key);
  file?.stream.destroy();
  return file !== null;
}

/**
 * Writes the plan's files to the storage: each drawing converted as an uploaded image is (PNG → the files domain's
 * WebP sizes), at most two at a time (the conversion uses the CPU); a drawing whose files are there already (the same
 * content has the same id) is not converted again. Documents as they are. Answers the keys written.
 */
export async function storeDemoFiles(storage: FileStorage, plan: DemoFilesPlan): Promise<string[]> {
  const written: string[] = [];
  const convert = createLimit(2);
  const write = createLimit(16);
  const put = (key: string, body: Buffer) => write(async () => {
    await storage.put(key, body, contentTypeOfKey(key));
    written.push(key);
  });
  await Promise.all([
    ...plan.images.map(async (image) => {
      const keys = imageKeys(image.uploadId);
      if ((await Promise.all(keys.map((key) => exists(storage, key)))).every(Boolean)) return;
      const variants = await convert(async () => imageVariants(await sharp(Buffer.from(image.svg)).png({ compressionLevel: 1 }).toBuffer()));
      await Promise.all(variants.map((v) => put(imageKey(image.uploadId, v.size), v.data)));
    }),
    ...plan.documents.map((document) => put(documentKey(document.uploadId, 'pdf'), document.pdf)),
  ]);
  return written;
}

/** Every key the plan's uploads own. */
export const demoFileKeys = (plan: DemoFilesPlan) => [
  ...plan.images.flatMap((image) => imageKeys(image.uploadId)),
  ...plan.documents.map((document) => documentKey(document.uploadId, 'pdf')),
];

/** A dog's or a litter's photo rows (`pet_photos` and `litter_photos` have the same shape but for their owner's id). */
const photoColumns = <P extends { id: number; uploadId: string; position: number; isMain: boolean; createdBy: number }>(
  owner: ['pet_id' | 'litter_id', (p: P) => number],
  url: (uploadId: string) => string,
): Column<P>[] => [
  ['id', 'int', (p) => p.id],
  [owner[0], 'int', owner[1]],
  ['url', 'text', (p) => url(p.uploadId)],
  ['upload_id', 'text', (p) => p.uploadId],
  ['position', 'int', (p) => p.position],
  ['is_main', 'boolean', (p) => p.isMain],
  ['width', 'int', () => LARGE.width],
  ['height', 'int', () => LARGE.height],
  ['created_by', 'int', (p) => p.createdBy],
];

const DOCUMENT_COLUMNS = (url: (uploadId: string) => string): Column<DemoDocument>[] => [
  ['id', 'int', (d) => d.id],
  ['pet_id', 'int', (d) => d.petId],
  ['kind', 'text', (d) => d.kind],
  ['title', 'text', (d) => d.title],
  ['url', 'text', (d) => url(d.uploadId)],
  ['upload_id', 'text', (d) => d.uploadId],
  ['created_by', 'int', (d) => d.userId],
];

/**
 * The plan's rows: an upload per drawing and per document, attached (`used`, as the files domain marks an upload a
 * photo or document uses), then the dogs' and litters' photos and the documents pointing at them.
 */
export async function insertDemoFiles(tx: DbOrTx, storage: FileStorage, plan: DemoFilesPlan, moderatorId: number): Promise<void> {
  const imageUrl = (uploadId: string) => storage.url(imageKey(uploadId, IMAGE_SIZES.large));
  const documentUrl = (uploadId: string) => storage.url(documentKey(uploadId, 'pdf'));
  const rows: (typeof uploads.$inferInsert)[] = [
    ...plan.images.map((image) => {
      const size = Buffer.byteLength(image.svg);
      return {
        id: image.uploadId, userId: moderatorId, kind: 'image' as const, status: 'used' as const,
        name: `border-collie-${image.colorId}-${image.coat}-${image.scene}.svg`, size, received: size, mime: 'image/svg+xml',
        width: LARGE.width, height: LARGE.height, files: imageKeys(image.uploadId), url: imageUrl(image.uploadId),
      };
    }),
    // A dog's two certificates never have the same bytes; the same document for two dogs would (one upload).
    ...[...new Map(plan.documents.map((d) => [d.uploadId, d])).values()].map((document) => ({
      id: document.uploadId, userId: document.userId, kind: 'document' as const, status: 'used' as const,
      name: document.name, size: document.pdf.length, received: document.pdf.length, mime: 'application/pdf',
      files: [documentKey(document.uploadId, 'pdf')], url: documentUrl(document.uploadId),
    })),
  ];
  for (let start = 0; start < rows.length; start += 1000) await tx.insert(uploads).values(rows.slice(start, start + 1000));
  await bulkInsert(tx, 'pet_photos', photoColumns<DemoPhoto>(['pet_id', (p) => p.petId], imageUrl), plan.photos);
  await bulkInsert(tx, 'litter_photos', photoColumns<DemoLitterPhoto>(['litter_id', (p) => p.litterId], imageUrl), plan.litterPhotos);
  await bulkInsert(tx, 'pet_documents', DOCUMENT_COLUMNS(documentUrl), plan.documents);
}
