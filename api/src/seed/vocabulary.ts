/** Invented kennels and name words for the demo data (no real dogs or kennels). */

export interface KennelSeed {
  name: string;
  country: string;
  /** Whether the kennel name goes before or after the dog's own name. */
  position: 'prefix' | 'suffix';
}

export const KENNELS: KennelSeed[] = [
  { name: 'Severnoye Siyaniye', country: 'RU', position: 'prefix' },
  { name: 'iz Zolotoy Doliny', country: 'RU', position: 'suffix' },
  { name: 'Veterok Stepi', country: 'RU', position: 'prefix' },
  { name: 'Belaya Mgla', country: 'RU', position: 'prefix' },
  { name: 'iz Lesnoy Skazki', country: 'RU', position: 'suffix' },
  { name: 'Dykhaniye Vetra', country: 'RU', position: 'prefix' },
  { name: 'Tikhaya Gavan', country: 'RU', position: 'prefix' },
  { name: 'z Wrzosowego Wzgórza', country: 'PL', position: 'suffix' },
  { name: 'Bursztynowy Szlak', country: 'PL', position: 'prefix' },
  { name: 'spod Białej Skały', country: 'PL', position: 'suffix' },
  { name: 'Wiatr Mazur', country: 'PL', position: 'prefix' },
  { name: 'vom Heidekamp', country: 'DE', position: 'suffix' },
  { name: 'von der Schafweide', country: 'DE', position: 'suffix' },
  { name: 'Nordlicht', country: 'DE', position: 'prefix' },
  { name: 'vom Mühlenbach', country: 'DE', position: 'suffix' },
  { name: 'z Modrého Údolí', country: 'CZ', position: 'suffix' },
  { name: 'od Stříbrné Řeky', country: 'CZ', position: 'suffix' },
  { name: 'Bohemia Shepherd', country: 'CZ', position: 'prefix' },
  { name: 'Baltic Wind', country: 'LV', position: 'prefix' },
  { name: 'no Zaļās Pļavas', country: 'LV', position: 'suffix' },
  { name: 'Amber Coast', country: 'LV', position: 'prefix' },
  { name: 'Heatherbank', country: 'GB', position: 'prefix' },
  { name: 'Glenmorrow', country: 'GB', position: 'prefix' },
  { name: 'Fellside', country: 'GB', position: 'prefix' },
  { name: 'Moorcroft', country: 'GB', position: 'prefix' },
  { name: 'Ravensgill', country: 'GB', position: 'prefix' },
  { name: 'Blue Ridge Meadow', country: 'US', position: 'prefix' },
  { name: 'Prairie Wind', country: 'US', position: 'prefix' },
  { name: 'Cedar Hollow', country: 'US', position: 'prefix' },
  { name: 'van de Zilveren Duinen', country: 'NL', position: 'suffix' },
  { name: 'Polderwind', country: 'NL', position: 'prefix' },
  { name: 'Tuulenpesän', country: 'FI', position: 'prefix' },
  { name: 'Revontulten', country: 'FI', position: 'prefix' },
  { name: 'Fjällvindens', country: 'SE', position: 'prefix' },
  { name: 'Ängsbackens', country: 'SE', position: 'prefix' },
  { name: 'du Clos des Bergers', country: 'FR', position: 'suffix' },
  { name: 'de la Vallée du Lot', country: 'FR', position: 'suffix' },
  { name: 'della Collina Verde', country: 'IT', position: 'suffix' },
];

export const ADJECTIVES = [
  'Silver', 'Shadow', 'Storm', 'Midnight', 'Blue', 'Wild', 'Brave', 'Swift', 'Black', 'Golden', 'Lucky', 'Little',
  'Quick', 'Royal', 'Secret', 'Clever', 'Happy', 'Dancing', 'Flying', 'Northern', 'Misty', 'Highland', 'Amber',
  'Crystal', 'Velvet', 'Scarlet', 'Rising', 'Hidden', 'Gentle', 'Bold', 'Merry', 'Frosty', 'Sunny', 'Starry',
];
export const NOUNS = [
  'Spark', 'Dream', 'Wind', 'Star', 'Legend', 'Spirit', 'Arrow', 'Echo', 'Flame', 'Magic', 'Melody', 'Rain',
  'Thunder', 'Whisper', 'Sky', 'Moon', 'Comet', 'Breeze', 'Heart', 'Jewel', 'Promise', 'Rhythm', 'Story', 'Trick',
  'Dash', 'Hope', 'Fire', 'Frost', 'Gem', 'Light', 'Meadow', 'River', 'Shepherd', 'Trail', 'Valley', 'Quest',
  'Harmony', 'Wonder', 'Glory', 'Sunrise', 'Tempest', 'Mirage', 'Horizon', 'Cascade',
];

export const MALE_CALL_NAMES = [
  'Bob', 'Cap', 'Glen', 'Moss', 'Roy', 'Sweep', 'Spot', 'Ben', 'Jaff', 'Kep', 'Laddie', 'Chase', 'Ace', 'Dex', 'Rex',
  'Max', 'Buran', 'Tuman', 'Grom', 'Veter', 'Finn', 'Odin', 'Loki', 'Jack', 'Toby', 'Nick', 'Zeus', 'Milo', 'Oskar',
  'Bruno', 'Aron', 'Kuba', 'Janek', 'Emil', 'Arvo', 'Riku', 'Sigge', 'Teo', 'Enzo', 'Louis',
];
export const FEMALE_CALL_NAMES = [
  'Fly', 'Meg', 'Nell', 'Jess', 'Tess', 'Floss', 'Gyp', 'Mirk', 'Sky', 'Luna', 'Zara', 'Echo', 'Nova', 'Pixie',
  'Bella', 'Daisy', 'Kira', 'Nika', 'Zhuzha', 'Dina', 'Alisa', 'Vesna', 'Greta', 'Frieda', 'Maja', 'Tosia', 'Bára',
  'Ella', 'Lotte', 'Saga', 'Aino', 'Mila', 'Elsa', 'Chloé', 'Gioia', 'Ruby', 'Holly', 'Molly', 'Lily', 'Roxy',
];

export const TITLES = ['Ch', 'JCh', 'CIB', 'Ch RKF', 'JCh PL', 'Ch CZ', 'Ch LV', 'Ch FI', 'Ch SE', 'Ch NL', 'Ch DE', 'Ch IT', 'Ch FR', 'Grand Ch'];
export const WORKING_RESULTS = [
  'Herding instinct test passed', 'HWT passed', 'ISDS Nursery trial: 1st', 'ISDS Open trial: placed',
  'Agility A3', 'Obedience class 3', 'IGP-1', 'Sheepdog trial class 2', 'Frisbee: national finalist',
];

export const LABS = ['Laboklin', 'Genomia', 'Animal Genetics', 'Optimal Selection', 'Embark', 'Orivet'];

/** A registered name with the kennel's name before or after the dog's own, not in `taken` (added to it). */
export function uniqueRegisteredName(kennel: number, taken: Set<string>, random: { pick<T>(items: readonly T[]): T }): string {
  const k = KENNELS[kennel];
  for (let attempt = 0; ; attempt++) {
    const own = attempt < 20 ? `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}` : `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(NOUNS)}`;
    const name = k.position === 'prefix' ? `${k.name} ${own}` : `${own} ${k.name}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
