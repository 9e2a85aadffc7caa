import { createInstance } from 'i18next';
import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COOKIES, type Locale } from '@bc/shared';
import type { MatingDetail } from '@bc/shared/contracts';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { createServerRoutes, matingFacts, type RenderContext } from './server-routes';

/** The shell's messages in English and Russian, as the server renderer has them. */
function translate(locale: Locale): RenderContext['t'] {
  const i18n = createInstance();
  void i18n.init({ lng: locale, resources: { en: { shell: en }, ru: { shell: ru } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as unknown as RenderContext['t'];
}

/** A mating as `GET /api/matings/{id}` answers it, with only what the frame reads. */
const mating = {
  id: 42,
  dam: { registeredName: 'Black Flame', kennelPrefix: 'Amber Coast', mainPhoto: '/api/files/photos/1/400.webp' },
  sire: { registeredName: 'Highland Blue Rhythm', kennelPrefix: null, mainPhoto: null },
  status: 'planned',
  dates: { expectedWhelping: '2027-03-14' },
  genetics: { coi: { full: 0.0424 } },
  litter: null,
  announcement: 'A planned litter\nof working dogs.',
} as unknown as MatingDetail;

async function frameOf(path: string, answers: { visitor?: unknown; member?: unknown }, cookies: Record<string, string> = {}) {
  const asked: string[] = [];
  const handler = createStaticHandler(createServerRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: {
      cookies,
      fetchJson: async (apiPath: string) => (asked.push(apiPath), 'visitor' in answers ? answers.visitor : null),
      fetchAsMember: async (apiPath: string) => (asked.push(apiPath), 'member' in answers ? answers.member : 'unknown'),
      t: translate('en'),
    } as never,
  });
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const frame = Object.values(context.loaderData).find((data) => data && typeof data === 'object' && 'title' in data);
  return { status: context.statusCode, frame, asked };
}

describe('the mating page on the server', () => {
  it('draws "Dam × Sire" as the heading and link preview, with a line of facts, the announcement and the dam’s photo', async () => {
    const { status, frame, asked } = await frameOf('/en/m/42', { visitor: mating });
    expect(status).toBe(200);
    expect(asked).toEqual(['/api/matings/42?locale=en']);
    expect(frame).toEqual({
      title: 'Amber Coast Black Flame × Highland Blue Rhythm',
      crumb: 'routes.m-id',
      summary: 'Planned mating · expected whelping: March 14, 2027 · puppies’ COI 4.24%. A planned litter of working dogs.',
      image: '/api/files/photos/1/480.webp',
    });
  });

  it('states the mating’s facts in the page’s language: its stage, the expected or actual birth, the puppies and their COI', () => {
    expect(matingFacts(mating, 'ru', translate('ru'))).toBe('Планируемая вязка · ожидаемые роды: 14 марта 2027 г. · COI щенков 4,24\u00a0%');
    const whelped = {
      ...mating,
      status: 'whelped',
      litter: { birthDate: '2026-03-12', counts: { malesBorn: 3, femalesBorn: 4 } },
    } as unknown as MatingDetail;
    expect(matingFacts(whelped, 'en', translate('en'))).toBe('Litter born March 12, 2026 · 3 ♂, 4 ♀ · puppies’ COI 4.24%');
    // A pair whose genetics the visitor may not see, a mating that came to nothing: the stage alone.
    expect(matingFacts({ ...mating, status: 'missed', genetics: null }, 'en', translate('en'))).toBe('Missed');
  });

  it('answers 404 to a visitor for a mating the API does not show, and lets the browser decide for a member', async () => {
    expect((await frameOf('/m/404', { visitor: null })).status).toBe(404);
    const session = { [COOKIES.accessToken]: 'a.b.c' };
    expect((await frameOf('/m/404', { member: null }, session)).status).toBe(404);
    const refused = await frameOf('/m/43', { member: 'unknown' }, session);
    expect(refused.status).toBe(200);
    expect(refused.frame).toBeUndefined();
  });
});

describe('a merged dog’s old page on the server', () => {
  it('moves for good (301) to the page of the record it was merged into, tab and query kept', async () => {
    const survivor = { id: 7, registeredName: 'Survivor', kennelPrefix: null, callName: null, sex: 'female', birthDate: null, deathDate: null, mainPhoto: null };
    const handler = createStaticHandler(createServerRoutes());
    const asked: string[] = [];
    const context = await handler.query(new Request('http://localhost/en/pets/5/breed?x=1'), {
      requestContext: {
        cookies: {},
        fetchJson: async (apiPath: string) => (asked.push(apiPath), survivor),
        fetchAsMember: async () => 'unknown',
        t: (key: string) => key,
      } as never,
    });
    expect(asked).toEqual(['/api/pets/short/5']);
    expect(context).toBeInstanceOf(Response);
    const response = context as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/en/pets/7/breed?x=1');
  });
});
