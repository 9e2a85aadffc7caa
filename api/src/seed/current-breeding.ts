import type { InquiryTopic, MatingStatus, PuppyAvailability, StudAnswer } from '@bc/shared/contracts';
import { addDays, litterListedUntil, matingListedUntil } from '../breeding';
import { isoOf, YEAR } from './calendar';
import type { Population, SeedLitter, SeedPet } from './population';
import type { Random } from './prng';
import { FEMALE_CALL_NAMES, KENNELS, MALE_CALL_NAMES, uniqueRegisteredName } from './vocabulary';

/**
 * The breeding announcements of the demo data that are live now: matings in every status and litters with puppies,
 * dated relative to the seed's `today` (the population's own matings and litters end on END_DAY and have left the
 * public lists by now). Each case below is one mating (and its litter), recorded by a demo account; the dogs are
 * living published dogs of the population at the right age, made the recorder's (the dam) or the stud owner's (the
 * sire) when they belong to someone else. Everything else comes from the seeded `random`.
 */

/** Who records a case and who owns its sire: demo accounts by key (`premium`, `breeder01`…), or `outside` (a kennel without a member). */
type Account = 'premium' | `breeder${string}`;

interface Case {
  recorder: Account;
  /** The sire's owner: the recorder, another demo account, or a kennel without a member account. */
  stud: Account | 'own' | 'outside';
  status: MatingStatus;
  /** The stud owner's answer when he is another member. */
  answer?: Exclude<StudAnswer, 'not-needed'>;
  /** Mating dates, days from today. */
  dates: number[];
  /** A litter born this many days after the first mating date, with these puppies' availabilities. */
  litter?: { after: number; puppies: PuppyAvailability[] };
  announcement: string;
  publish?: 'published' | 'draft';
}

const LITTER_SIX: PuppyAvailability[] = ['available', 'available', 'available', 'reserved', 'sold', 'kept'];

/** The cases, in the order they are written (the first is the mating whose litter the end-to-end test records). */
const CASES: Case[] = [
  { recorder: 'premium', stud: 'breeder02', answer: 'confirmed', status: 'mated', dates: [-60, -58], announcement: 'Puppies are due any day now. Both parents are health tested; reservations are open.' },
  { recorder: 'breeder01', stud: 'premium', answer: 'awaiting', status: 'planned', dates: [21], announcement: 'A planned working-line litter for the spring, waiting for the stud owner’s confirmation.' },
  { recorder: 'premium', stud: 'breeder03', answer: 'awaiting', status: 'mated', dates: [-12], announcement: 'Mated last week; waiting for the stud owner to confirm.' },
  { recorder: 'premium', stud: 'own', status: 'planned', dates: [40], announcement: 'Our own planned litter: calm, biddable dogs for sport and family. Ask us about a puppy.' },
  { recorder: 'breeder04', stud: 'own', status: 'confirmed', dates: [-35, -33], announcement: 'Pregnancy confirmed by ultrasound. Puppies expected next month.' },
  {
    recorder: 'premium', stud: 'breeder05', answer: 'confirmed', status: 'whelped', dates: [-100, -98], litter: { after: 63, puppies: LITTER_SIX },
    announcement: 'Six healthy puppies, three still available. They can go home at eight weeks, vaccinated and microchipped.',
  },
  {
    recorder: 'breeder06', stud: 'own', status: 'whelped', dates: [-120], litter: { after: 63, puppies: ['available', 'available', 'reserved', 'reserved', 'kept'] },
    announcement: 'Two puppies available from our spring litter, raised in the house with children and cats.',
  },
  { recorder: 'breeder07', stud: 'own', status: 'missed', dates: [-95], announcement: 'Unfortunately the mating did not take.' },
  { recorder: 'breeder08', stud: 'outside', status: 'cancelled', dates: [14], announcement: 'Cancelled: the dam is not in season as expected.' },
  { recorder: 'breeder09', stud: 'premium', answer: 'declined', status: 'planned', dates: [30], announcement: 'A planned litter with a visiting stud (the stud owner declined).' },
  {
    recorder: 'breeder10', stud: 'own', status: 'whelped', dates: [-220], litter: { after: 63, puppies: ['available', 'sold', 'sold', 'kept'] },
    announcement: 'Last winter’s litter: one puppy was still available (this announcement has expired).',
  },
  { recorder: 'breeder11', stud: 'outside', status: 'mated', dates: [-160], announcement: 'An old announcement of a mating whose litter was never recorded (expired).' },
  { recorder: 'breeder12', stud: 'own', status: 'planned', dates: [50], announcement: 'A draft of next year’s plans.', publish: 'draft' },
];

/** One round of the cases per this many dogs of the population. */
const DOGS_PER_ROUND = 5000;
/** The demo breeders `breeder01`… who record the rounds after the first. */
const BREEDERS = 21;

/** A mating of the plan, as the matings table holds it. */
export interface CurrentMating {
  id: number;
  sireId: number;
  damId: number;
  date: string;
  matingDates: string[];
  status: MatingStatus;
  studOwnerId: number | null;
  studAnswer: StudAnswer;
  announcement: string;
  country: string;
  listedUntil: string;
  litterId: number | null;
  publishStatus: 'published' | 'draft';
  createdBy: number;
}

/** A litter of the plan: the population's litter shape (its puppies are SeedPets) plus what the breeding domain keeps. */
export interface CurrentLitter extends SeedLitter {
  males: number;
  females: number;
  announcement: string;
  country: string;
  listedUntil: string;
  createdBy: number;
}

export interface CurrentInquiry {
  matingId: number | null;
  litterId: number | null;
  recipientId: number;
  fromUserId: number | null;
  name: string;
  email: string;
  message: string;
  topic: InquiryTopic;
}

export interface CurrentBreeding {
  matings: CurrentMating[];
  litters: CurrentLitter[];
  /** The litters' puppies: new pets (ids after the population's), with their availability. */
  puppies: (SeedPet & { availability: PuppyAvailability })[];
  inquiries: CurrentInquiry[];
}

export interface DemoMembers {
  /** User id of a demo account by key (`premium`, `member`, `breeder01`…). */
  userOf(account: string): number | null;
  /** The kennel (index into KENNELS) of a demo account with one. */
  kennelOf(userId: number): number | null;
}

/**
 * Plans the live breeding demo data on `today` (a day number): picks the dogs (changing the owner kennel of those it
 * gives to a demo account, in `population.pets` itself, before they are written), and makes the matings, litters,
 * puppies and inquiries. Cases whose dogs cannot be found (a tiny population) are left out.
 */
export function planCurrentBreeding(population: Population, today: number, random: Random, members: DemoMembers): CurrentBreeding {
  const used = new Set<number>();
  const names = new Set(population.pets.map((p) => p.registeredName));
  const memberKennels = new Set(KENNELS.map((_, i) => i).filter((k) => population.pets.length > 0 && isMemberKennel(k, members)));
  const plan: CurrentBreeding = { matings: [], litters: [], puppies: [], inquiries: [] };
  let petId = population.pets.length;
  let litterId = population.litters.length;
  let matingId = population.matings.length;

  /**
   * A living published dog of this sex, aged `minYears`–`maxYears` on `day`, not used yet (widening the ages when none
   * is); `outside`: bred by a kennel without a member account (so no member is its creator, and none is asked).
   */
  function dog(sex: 'male' | 'female', day: number, minYears: number, maxYears: number, outside = false): SeedPet | null {
    for (const widen of [0, 3, 30]) {
      const candidates = population.pets.filter(
        (p) => p.sex === sex && p.deathDay === null && p.publishStatus === 'published' && !used.has(p.id) && p.birthPrecision === 'day' && (!outside || !memberKennels.has(p.kennel)) &&
          day - p.birthDay >= minYears * YEAR && day - p.birthDay <= (maxYears + widen) * YEAR,
      );
      if (candidates.length > 0) {
        const chosen = random.pick(candidates);
        used.add(chosen.id);
        return chosen;
      }
    }
    return null;
  }

  /** Makes `pet` belong to `kennel` (and live in its country). */
  const giveTo = (pet: SeedPet, kennel: number) => {
    pet.ownerKennel = kennel;
    pet.countryOfResidence = KENNELS[kennel].country;
  };

  // The cases once per 5,000 dogs of the population, so a big database has live announcements in proportion: the
  // first round as written (the demo accounts' own), the others recorded by the breeders in turn, each with the next
  // breeder as stud owner where the case has another member's stud.
  const rounds = Math.max(1, Math.floor(population.pets.length / DOGS_PER_ROUND));
  const breeder = (n: number): Account => `breeder${String((n % BREEDERS) + 1).padStart(2, '0')}`;
  const cases = Array.from({ length: rounds }, (_, round) =>
    round === 0
      ? CASES
      : CASES.map((c, i): Case => {
          const n = round * CASES.length + i;
          return { ...c, recorder: breeder(n), stud: c.stud === 'own' || c.stud === 'outside' ? c.stud : breeder(n + 1) };
        }),
  ).flat();

  for (const c of cases) {
    const recorder = members.userOf(c.recorder);
    const kennel = recorder === null ? null : members.kennelOf(recorder);
    if (recorder === null || kennel === null) continue;
    const first = today + c.dates[0];
    const dam = dog('female', first, 2, 7);
    const sire = dam && dog('male', first, 2, 9, c.stud === 'outside');
    if (!dam || !sire) continue;
    giveTo(dam, kennel);
    const studAccount = c.stud === 'own' ? recorder : c.stud === 'outside' ? null : members.userOf(c.stud);
    const studKennel = studAccount === null ? (memberKennels.has(sire.ownerKennel) ? outsideKennel(memberKennels, random) : null) : members.kennelOf(studAccount);
    if (studKennel !== null) giveTo(sire, studKennel);
    const studOwnerId = studAccount !== null && studAccount !== recorder ? studAccount : null;

    const matingDates = c.dates.map((d) => isoOf(today + d));
    let litter: CurrentLitter | null = null;
    if (c.litter) {
      const birthDay = first + c.litter.after;
      litter = {
        id: ++litterId, sireId: sire.id, damId: dam.id, birthDay, kennel, males: 0, females: 0, announcement: c.announcement,
        country: KENNELS[kennel].country, listedUntil: litterListedUntil(isoOf(birthDay)), createdBy: recorder,
      };
      for (const availability of c.litter.puppies) {
        const sex = random.chance(0.5) ? 'male' : 'female';
        if (sex === 'male') litter.males += 1;
        else litter.females += 1;
        plan.puppies.push({
          id: ++petId, registeredName: uniqueRegisteredName(kennel, names, random), callName: random.pick(sex === 'male' ? MALE_CALL_NAMES : FEMALE_CALL_NAMES), kennel, sex,
          birthDay, birthDate: isoOf(birthDay), birthPrecision: 'day', deathDay: null, deathDate: null, deathPrecision: null,
          colorId: random.pick(['black-white', 'black-white', 'red-white', 'blue-merle', 'black-tricolour']), coat: random.chance(0.8) ? 'rough' : 'smooth',
          countryOfBirth: KENNELS[kennel].country, countryOfResidence: KENNELS[kennel].country, microchip: null, titles: null, workingResults: null,
          sireId: sire.id, damId: dam.id, litterId: litter.id, ownerKennel: kennel, publishStatus: 'published', hiddenReason: null,
          offeredForStud: false, generation: Math.max(sire.generation, dam.generation) + 1, registrations: [], availability,
        });
      }
      plan.litters.push(litter);
    }
    plan.matings.push({
      id: ++matingId, sireId: sire.id, damId: dam.id, date: matingDates[0], matingDates, status: c.status,
      studOwnerId, studAnswer: studOwnerId === null ? 'not-needed' : (c.answer ?? 'confirmed'), announcement: c.announcement,
      country: KENNELS[kennel].country, listedUntil: litter ? litter.listedUntil : (matingListedUntil(matingDates[0]) ?? addDays(matingDates[0], 93)),
      litterId: litter?.id ?? null, publishStatus: c.publish ?? 'published', createdBy: recorder,
    });
  }

  // Inquiries: about the litters with puppies available and a planned mating, from the member and from visitors.
  const member = members.userOf('member');
  const live = plan.litters.filter((l) => l.listedUntil >= isoOf(today));
  const [firstLitter, secondLitter] = live;
  if (firstLitter) {
    plan.inquiries.push(
      { matingId: null, litterId: firstLitter.id, recipientId: firstLitter.createdBy, fromUserId: member, name: 'Demo Member', email: 'member@example.com', message: 'Is one of the available males still free? We live on a farm and work sheep.', topic: 'reserve-puppy' },
      { matingId: null, litterId: firstLitter.id, recipientId: firstLitter.createdBy, fromUserId: null, name: 'Jonas Weber', email: 'jonas.weber@example.org', message: 'Could you send more photos of the puppies and the health results of the parents?', topic: 'question' },
    );
  }
  if (secondLitter) {
    plan.inquiries.push({ matingId: null, litterId: secondLitter.id, recipientId: secondLitter.createdBy, fromUserId: null, name: 'Anna Kowalska', email: 'anna.k@example.org', message: 'We would like to reserve a female puppy. When can we visit?', topic: 'reserve-puppy' });
  }
  const planned = plan.matings.find((m) => m.status === 'planned' && m.studAnswer === 'not-needed' && m.publishStatus === 'published');
  if (planned) {
    plan.inquiries.push({ matingId: planned.id, litterId: null, recipientId: planned.createdBy, fromUserId: member, name: 'Demo Member', email: 'member@example.com', message: 'Please put us on the waiting list for a puppy from this planned litter.', topic: 'reserve-puppy' });
  }
  return plan;
}

function isMemberKennel(kennel: number, members: DemoMembers): boolean {
  for (const account of ['premium', ...Array.from({ length: 30 }, (_, i) => `breeder${String(i + 1).padStart(2, '0')}`)]) {
    const user = members.userOf(account);
    if (user !== null && members.kennelOf(user) === kennel) return true;
  }
  return false;
}

/** A kennel without a member account (an outside stud: no one to ask). */
function outsideKennel(memberKennels: Set<number>, random: Random): number | null {
  const outside = KENNELS.map((_, i) => i).filter((k) => !memberKennels.has(k));
  return outside.length > 0 ? random.pick(outside) : null;
}
