import type { Locale } from '@bc/shared/contracts';

export interface DemoAccount {
  email: string;
  password: string;
  nickname: string;
  displayName: string;
  locale: Locale;
  country: string;
  role: 'moderator' | 'premium' | 'banned' | 'member' | 'breeder';
  /** Index into KENNELS for breeders. */
  kennel?: number;
}

/** Documented demo accounts (all activated). Printed by `pnpm seed`. */
export const DEMO_PASSWORDS = {
  moderator: 'Moderator-2026',
  premium: 'Premium-2026',
  banned: 'Banned-2026',
  member: 'Member-2026',
  breeder: 'Breeder-2026',
} as const;

const breeders: [string, string, Locale, number][] = [
  ['severnoye', 'Анна Северова', 'ru', 0],
  ['zolotaya-dolina', 'Ирина Золотова', 'ru', 1],
  ['veterok', 'Павел Степанов', 'ru', 2],
  ['wrzosowe', 'Katarzyna Wrzos', 'pl', 7],
  ['bursztyn', 'Tomasz Bursztyn', 'pl', 8],
  ['heidekamp', 'Jana Heidemann', 'de', 11],
  ['schafweide', 'Lukas Schäfer', 'de', 12],
  ['modre-udoli', 'Petra Modrá', 'cz', 15],
  ['stribrna-reka', 'Jiří Stříbrný', 'cz', 16],
  ['baltic-wind', 'Līga Vējiņa', 'lv', 18],
  ['heatherbank', 'Fiona MacLeod', 'en', 21],
  ['glenmorrow', 'Alasdair Reid', 'en', 22],
  ['fellside', 'Sarah Dale', 'en', 23],
  ['blue-ridge', 'Emily Carter', 'en', 26],
  ['prairie-wind', 'Mike Dawson', 'en', 27],
  ['zilveren-duinen', 'Sanne de Vries', 'en', 29],
  ['tuulenpesa', 'Aino Virtanen', 'en', 31],
  ['fjallvinden', 'Karin Lindqvist', 'en', 33],
  ['clos-des-bergers', 'Camille Martin', 'en', 35],
  ['collina-verde', 'Giulia Rossi', 'en', 37],
  ['lesnaya-skazka', 'Мэй Линь', 'cn', 4],
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'moderator@example.com', password: DEMO_PASSWORDS.moderator, nickname: 'moderator', displayName: 'Мария Модератова', locale: 'ru', country: 'RU', role: 'moderator' },
  { email: 'premium@example.com', password: DEMO_PASSWORDS.premium, nickname: 'premium-breeder', displayName: 'Olga Premium', locale: 'en', country: 'GB', role: 'premium', kennel: 24 },
  { email: 'banned@example.com', password: DEMO_PASSWORDS.banned, nickname: 'banned-user', displayName: 'Banned Person', locale: 'ru', country: 'RU', role: 'banned' },
  { email: 'member@example.com', password: DEMO_PASSWORDS.member, nickname: 'member', displayName: 'Dmitry Member', locale: 'ru', country: 'RU', role: 'member' },
  ...breeders.map(([nickname, displayName, locale, kennel], i) => ({
    email: `breeder${String(i + 1).padStart(2, '0')}@example.com`,
    password: DEMO_PASSWORDS.breeder,
    nickname,
    displayName,
    locale,
    country: '',
    role: 'breeder' as const,
    kennel,
  })),
];
