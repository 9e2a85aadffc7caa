import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '@bc/shared/contracts';
import { build } from '../helpers/build';
import { routeKey } from '../helpers/contracts';
import { accountCases, exportCases, fileCases, importCases, litterCases, matingCases, moderationCases, paymentCases, petCases, type RouteCase } from '../helpers/fuzz-cases';
import { uncovered } from '../helpers/fuzz-coverage';
import { injectOptions } from '../helpers/fuzz-hostile';
import { declaredLimits, limitText, overLimitRequest } from '../helpers/fuzz-limits';
import { fingerprint } from '../helpers/rows';

/** The pet search's query (GET /api/pets and GET /api/pets/for-stud). */
const PET_SEARCH = [
  'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.q maxLength 100',
  'querystring.breed maxLength 60', 'querystring.color maxLength 500', 'querystring.coat maxLength 500',
  'querystring.countryOfBirth maxLength 500', 'querystring.countryOfResidence maxLength 500',
  'querystring.birthYearFrom maximum 2200', 'querystring.birthYearTo maximum 2200',
  'querystring.health|0 maxLength 200', 'querystring.health|1 maxItems 10', 'querystring.health|1[] maxLength 200',
  'querystring.breeder maxLength 100', 'querystring.owner maxLength 100',
];

/** A pet's body (POST /api/pets/add, and POST /api/pets/:id/save after its id). */
const PET_BODY = [
  'body.registeredName maxLength 200', 'body.callName|0 maxLength 100', 'body.kennelPrefix|0 maxLength 100',
  'body.breedId maxLength 60', 'body.colorId|0 maxLength 60', 'body.countryOfBirth|0 maxLength 2',
  'body.countryOfResidence|0 maxLength 2', 'body.registrations maxItems 20',
  'body.registrations[].registry maxLength 50', 'body.registrations[].number maxLength 50',
  'body.microchip|0 maxLength 32', 'body.titles|0 maxLength 1000', 'body.workingResults|0 maxLength 5000',
  'body.sireId|0 maximum 2147483647', 'body.damId|0 maximum 2147483647', 'body.newSire.registeredName maxLength 200',
  'body.newSire.callName|0 maxLength 100', 'body.newSire.kennelPrefix|0 maxLength 100',
  'body.newSire.colorId|0 maxLength 60', 'body.newDam.registeredName maxLength 200',
  'body.newDam.callName|0 maxLength 100', 'body.newDam.kennelPrefix|0 maxLength 100',
  'body.newDam.colorId|0 maxLength 60', 'body.breeder|0|0.userId maximum 2147483647',
  'body.breeder|0|1.name maxLength 100', 'body.owner|0|0.userId maximum 2147483647',
  'body.owner|0|1.name maxLength 100', 'body.photos maxItems 50', 'body.photos[]|0.id maximum 2147483647',
  'body.documents maxItems 50', 'body.documents[]|0.id maximum 2147483647',
  'body.documents[]|0.title|0 maxLength 100', 'body.documents[]|1.title|0 maxLength 100', 'body.health maxItems 100',
  'body.health[].set maxLength 60', 'body.health[].value maxLength 30', 'body.health[].lab|0 maxLength 200',
  'body.health[].documentId|0 maximum 2147483647',
];

/** A mating's body (POST /api/matings/add, and POST /api/matings/:id/save with its id and version). */
const MATING_BODY = [
  'body.damId maximum 2147483647', 'body.sireId|0 maximum 2147483647', 'body.newSire.registeredName maxLength 200',
  'body.newSire.callName|0 maxLength 100', 'body.newSire.kennelPrefix|0 maxLength 100', 'body.newSire.colorId|0 maxLength 60',
  'body.matingDates maxItems 5', 'body.announcement|0 maxLength 5000', 'body.country|0 maxLength 2',
];
/** The public announcement lists' query (GET /api/matings and GET /api/matings/:kind). */
const ANNOUNCEMENTS = [
  'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.country maxLength 500',
  'querystring.breed maxLength 60', 'querystring.sire maximum 2147483647', 'querystring.dam maximum 2147483647',
  'querystring.maxCoi maximum 1',
];

/** A litter's body (POST /api/litters/add, and POST /api/litters/:id/save with its id and version). */
const LITTER_BODY = [
  'body.matingId|0 maximum 2147483647', 'body.damId|0 maximum 2147483647', 'body.sireId|0 maximum 2147483647',
  'body.breeder|0|0.userId maximum 2147483647', 'body.breeder|0|1.name maxLength 100', 'body.country|0 maxLength 2',
  'body.malesBorn maximum 24', 'body.femalesBorn maximum 24', 'body.malesAlive maximum 24', 'body.femalesAlive maximum 24',
  'body.puppies maxItems 24', 'body.puppies[].id maximum 2147483647', 'body.puppies[].registeredName maxLength 200',
  'body.puppies[].colorId|0 maxLength 60', 'body.puppies[].microchip|0 maxLength 32', 'body.announcement|0 maxLength 5000',
];

/**
 * Every upper limit a route declares (maxLength, maxItems, maximum, nested ones included), against the list below,
 * written out by hand: a limit loosened or removed in a contract fails the first test, and a value one over each
 * limit must be answered with a 400 naming the field, with nothing written. The last test fails for a served route
 * without a case in helpers/fuzz-cases.ts (the starting requests of these tests and of the hostile fuzz).
 *
 * Format: `<part>.<path> <keyword> <limit>`, where `[]` is an array's element and `|n` a union's n-th branch.
 */
const IMPORT_MAPPING = [
  'body.mapping.columns maxItems 200', 'body.mapping.columns[].header maxLength 200', 'body.mapping.columns[].system maxLength 40',
  'body.mapping.registry maxLength 40',
];
const RECORDED: Record<string, string[]> = {
  'GET /api/payments/sandbox/checkout/:paymentId': ['params.paymentId maxLength 28'],
  'POST /api/payments/sandbox/checkout/:paymentId': ['params.paymentId maxLength 28'],
  'POST /api/donates/buy': ['body.fullName maxLength 100', 'body.email maxLength 254', 'body.price maximum 1000000'],
  'POST /api/donates/status': ['body.orderId maxLength 36'],
  'POST /api/premium/status': ['body.orderId maxLength 36'],
  'POST /api/reports/status': ['body.orderId maxLength 36'],
  'POST /api/payments/mating/buy': ['body.matingId maximum 2147483647'],
  'GET /api/payments/donations': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'POST /api/payments/donations/:id/hide-name': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/payments/orders/:orderId/refund': ['params.orderId maxLength 36', 'body.note maxLength 1000'],
  'POST /api/reports/buy': ['body.petId maximum 2147483647'],
  'GET /api/reports': ['querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.petId maximum 2147483647'],
  'GET /api/reports/:id/pdf': ['params.id maximum 2147483647'],
  'POST /api/reports/:id/reissue': ['params.id maximum 2147483647'],
  'GET /api/reports/verify/:number': ['params.number maxLength 40'],
  'GET /api/dictionaries/full-names': ['querystring.query maxLength 100', 'querystring.limit maximum 50'],
  'GET /api/dictionaries/search/:field': ['querystring.query maxLength 100', 'querystring.limit maximum 50'],
  'GET /api/dictionaries/search/index/:field': ['querystring.query maxLength 100', 'querystring.limit maximum 50'],
  'GET /api/docs/delete/:id/:documentId': ['params.id maximum 2147483647', 'params.documentId maximum 2147483647'],
  'GET /api/docs/pet/:id': ['params.id maximum 2147483647'],
  'GET /api/images/delete/:id/:photoId': ['params.id maximum 2147483647', 'params.photoId maximum 2147483647'],
  'GET /api/images/pet/:id': ['params.id maximum 2147483647'],
  'GET /api/images/random': ['querystring.limit maximum 50'],
  'GET /api/litters/:id': ['params.id maximum 2147483647'],
  'GET /api/litters/:id/delete': ['params.id maximum 2147483647'],
  'GET /api/litters/:id/photos/:photoId/delete': ['params.id maximum 2147483647', 'params.photoId maximum 2147483647'],
  'GET /api/litters/user-litters': ['querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.q maxLength 100'],
  'GET /api/matings': ANNOUNCEMENTS,
  'GET /api/matings/:id': ['params.id maximum 2147483647'],
  'GET /api/matings/:kind(^[a-z]+$)': ANNOUNCEMENTS,
  'GET /api/matings/preview': ['querystring.damId maximum 2147483647', 'querystring.sireId maximum 2147483647'],
  'GET /api/matings/user-inquiries': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/matings/user-matings': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/matings/user/:id/:kind': ['params.id maximum 2147483647', 'querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/moderation/account-requests': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/moderation/connect-breeders': ['querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.memberId maximum 2147483647'],
  'GET /api/moderation/litters': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/moderation/matings': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/moderation/actions': [
    'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.moderatorId maximum 2147483647',
    'querystring.recordId maximum 2147483647',
  ],
  'GET /api/moderation/pets': [
    'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.q maxLength 100', 'querystring.memberId maximum 2147483647',
  ],
  'GET /api/pets': PET_SEARCH,
  'GET /api/pets/:id': ['params.id maximum 2147483647'],
  'GET /api/pets/:id/breed': ['params.id maximum 2147483647'],
  'GET /api/pets/:id/like': ['params.id maximum 2147483647'],
  'GET /api/pets/:id/siblings': ['params.id maximum 2147483647'],
  'GET /api/pets/:id/stud-ranking': [
    'params.id maximum 2147483647', 'querystring.generations maximum 20', 'querystring.page maximum 100000',
    'querystring.limit maximum 100', 'querystring.countryOfResidence maxLength 500',
    'querystring.birthYearFrom maximum 2200', 'querystring.birthYearTo maximum 2200',
    'querystring.clearFor maxLength 300',
  ],
  'GET /api/pets/all-trees-diseases/:id/:sireId/:damId': [
    'params.id maximum 2147483647', 'params.sireId maximum 2147483647', 'params.damId maximum 2147483647',
    'querystring.depth maximum 10',
  ],
  'GET /api/pets/attachment-request/:id/:action': ['params.id maximum 2147483647'],
  'GET /api/pets/attachment-requests': [
    'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.petId maximum 2147483647',
  ],
  'GET /api/pets/attachment-requests/:id/file': ['params.id maximum 2147483647'],
  'GET /api/pets/attachment-requests/:id': ['params.id maximum 2147483647'],
  'GET /api/pets/for-stud': PET_SEARCH,
  'GET /api/pets/note/delete/:id': ['params.id maximum 2147483647'],
  'GET /api/pets/short/:id': ['params.id maximum 2147483647'],
  'GET /api/pets/tree/:id': ['params.id maximum 2147483647', 'querystring.generations maximum 20'],
  'GET /api/pets/tree/:id/:depth': [
    'params.id maximum 2147483647', 'params.depth maximum 10', 'querystring.generations maximum 20',
  ],
  'GET /api/pets/tree/:id/:depth/:flag/:sireId/:damId': [
    'params.depth maximum 10', 'params.sireId maximum 2147483647', 'params.damId maximum 2147483647',
    'querystring.generations maximum 20',
  ],
  'GET /api/pets/tree/:id/:flag/:sireId/:damId': [
    'params.sireId maximum 2147483647', 'params.damId maximum 2147483647', 'querystring.generations maximum 20',
  ],
  'GET /api/pets/user-notes': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/pets/user-pets': [
    'querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.q maxLength 100',
  ],
  'GET /api/uploads/docs': ['querystring.fetch maxLength 500', 'querystring.load maxLength 500'],
  'GET /api/uploads/images': ['querystring.fetch maxLength 500', 'querystring.load maxLength 500'],
  'GET /api/user/likes': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/user/nickname/:nickname/edit': ['params.nickname maxLength 30'],
  'GET /api/user/nickname/:nickname/show': ['params.nickname maxLength 30'],
  'GET /api/user/pets/breeder/:id': [
    'params.id maximum 2147483647', 'querystring.page maximum 100000', 'querystring.limit maximum 100',
  ],
  'GET /api/user/pets/owner/:id': [
    'params.id maximum 2147483647', 'querystring.page maximum 100000', 'querystring.limit maximum 100',
  ],
  'GET /api/user/reports': ['querystring.page maximum 100000', 'querystring.limit maximum 100'],
  'GET /api/users': ['querystring.page maximum 100000', 'querystring.limit maximum 100', 'querystring.q maxLength 100'],
  'GET /api/users/search': ['querystring.query maxLength 100', 'querystring.limit maximum 20'],
  'GET /api/imports/:id': ['params.id maximum 2147483647'],
  'GET /api/exports/pedigree/:id': ['params.id maximum 2147483647', 'querystring.generations maximum 10'],
  'GET /api/exports/search': PET_SEARCH.filter((limit) => !/^querystring\.(page|limit) /.test(limit)),
  'GET /api/exports/member/:id': ['params.id maximum 2147483647'],
  'POST /api/imports/:id/preview': ['params.id maximum 2147483647', ...IMPORT_MAPPING],
  'POST /api/imports/:id/start': ['params.id maximum 2147483647', ...IMPORT_MAPPING],
  'POST /api/imports/:id/undo': ['params.id maximum 2147483647'],
  'POST /api/dictionaries/dna-tests': ['body.genes maxItems 10', 'body.genes[] maxLength 20'],
  'POST /api/docs/add': ['body.petId maximum 2147483647', 'body.title maxLength 200'],
  'POST /api/images/add': ['body.petId maximum 2147483647'],
  'POST /api/images/main': ['body.petId maximum 2147483647', 'body.id maximum 2147483647'],
  'POST /api/images/order': ['body.petId maximum 2147483647', 'body.ids maxItems 200', 'body.ids[] maximum 2147483647'],
  'POST /api/litters/:id/save': ['params.id maximum 2147483647', ...LITTER_BODY, 'body.version maximum 2147483647'],
  'POST /api/litters/add': LITTER_BODY,
  'POST /api/litters/:id/photos/add': ['params.id maximum 2147483647'],
  'POST /api/litters/:id/photos/main': ['params.id maximum 2147483647', 'body.id maximum 2147483647'],
  'POST /api/litters/:id/photos/order': ['params.id maximum 2147483647', 'body.ids maxItems 50', 'body.ids[] maximum 2147483647'],
  'POST /api/matings/:id/save': ['params.id maximum 2147483647', ...MATING_BODY, 'body.version maximum 2147483647'],
  'POST /api/matings/:id/stud-answer': ['params.id maximum 2147483647'],
  'POST /api/matings/add': MATING_BODY,
  'POST /api/matings/form': [
    'body.id maximum 2147483647', 'body.litterId maximum 2147483647', 'body.name maxLength 100', 'body.email maxLength 254',
    'body.message maxLength 3000', 'body.website maxLength 500',
  ],
  'POST /api/matings/set-publish': ['body.id maximum 2147483647', 'body.reason maxLength 500'],
  'POST /api/moderation/account-requests/:id/approve': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/account-requests/:id/reject': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/actions/:id/undo': ['params.id maximum 2147483647'],
  'POST /api/moderation/litters/:id/hide': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/litters/:id/publish': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/matings/:id/hide': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/matings/:id/publish': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/connect-breeders': ['body.memberId maximum 2147483647', 'body.petIds maxItems 500', 'body.petIds[] maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/pets/merge': ['body.survivorId maximum 2147483647', 'body.duplicateId maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/pets/:id/delete': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/pets/:id/hide': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/pets/:id/publish': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/users/:id/ban': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/users/:id/moderator': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/moderation/users/:id/unban': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/pets/:id/save': ['params.id maximum 2147483647', ...PET_BODY, 'body.version maximum 2147483647'],
  'POST /api/pets/add': [...PET_BODY, 'body.distinctFrom maxItems 20', 'body.distinctFrom[] maximum 2147483647'],
  'POST /api/pets/add-attachment-request': [
    'body.petId maximum 2147483647', 'body.info maxLength 5000', 'body.documentId maximum 2147483647',
  ],
  'POST /api/pets/attachment-requests/:id/:action': ['params.id maximum 2147483647', 'body.note maxLength 1000'],
  'POST /api/pets/note': ['body.petId maximum 2147483647', 'body.note maxLength 5000'],
  'POST /api/pets/set-publish': ['body.id maximum 2147483647', 'body.reason maxLength 500'],
  'POST /api/user/activate': ['body.hash maxLength 200'],
  'POST /api/user/delete': ['body.password maxLength 128', 'body.userId maximum 2147483647'],
  'POST /api/user/login': ['body.email maxLength 254', 'body.password maxLength 128'],
  'POST /api/user/recover-by-email': ['body.email maxLength 254'],
  'POST /api/user/registration': [
    'body.email maxLength 254', 'body.password maxLength 128', 'body.nickname maxLength 30',
  ],
  'POST /api/user/update': [
    'body.userId maximum 2147483647', 'body.displayName|0 maxLength 100', 'body.country|0 maxLength 2',
    'body.city|0 maxLength 100', 'body.kennelName|0 maxLength 100', 'body.kennelPrefix|0 maxLength 100',
    'body.contacts.phone maxLength 200', 'body.contacts.email maxLength 200', 'body.contacts.website maxLength 200',
    'body.contacts.telegram maxLength 200', 'body.contacts.whatsapp maxLength 200', 'body.contacts.viber maxLength 200',
    'body.contacts.vk maxLength 200', 'body.contacts.facebook maxLength 200', 'body.contacts.instagram maxLength 200',
    'body.about|0 maxLength 5000', 'body.avatar|0 maxLength 500',
  ],
  'POST /api/user/update-nickname': ['body.nickname maxLength 30', 'body.userId maximum 2147483647'],
  'POST /api/user/update-password': [
    'body.password maxLength 128', 'body.id|0 maximum 2147483647', 'body.id|1 maxLength 200',
    'body.currentPassword maxLength 128',
  ],
  'POST /api/users/add-account-request': [
    'body.userId maximum 2147483647', 'body.info maxLength 5000', 'body.email maxLength 254',
  ],
};

const served: RouteOptions[] = [];
const app = await build({ onRoute: (route) => served.push(route) });
const cases: RouteCase[] = [...(await accountCases(app)), ...(await petCases(app)), ...(await fileCases(app)), ...(await matingCases(app)), ...(await litterCases(app)),
  ...(await paymentCases(app)), ...(await importCases(app)), ...(await exportCases(app)), ...(await moderationCases(app))];
afterAll(async () => app.close());

/** Each route once, with its first case that sends JSON (a multipart case's limits are those of its JSON form). */
const routes = new Map<string, { route: RouteContract; kase: RouteCase | undefined }>();
for (const kase of cases) {
  const key = routeKey(kase.route);
  const entry = routes.get(key) ?? { route: kase.route, kase: undefined };
  routes.set(key, entry);
  if (!entry.kase && !(await kase.start()).multipart) entry.kase = kase;
}

describe('declared limits', () => {
  it('are the recorded ones, route by route', () => {
    const declared = Object.fromEntries([...routes].map(([key, { route }]) => [key, declaredLimits(route).map(limitText)]).filter(([, list]) => list.length > 0));
    expect(declared).toEqual(RECORDED);
  });

  for (const [key, { route, kase }] of [...routes].filter(([, { route }]) => declaredLimits(route).length > 0)) {
    it(`${key}: one over each limit is a 400 naming the field, and writes nothing`, async () => {
      if (!kase) throw new Error(`${key} has no case sending JSON in helpers/fuzz-cases.ts`);
      const wrong: string[] = [];
      for (const limit of declaredLimits(route)) {
        const { request, field } = overLimitRequest(route, await kase.start(), limit);
        const before = await fingerprint(app);
        const response = await app.inject(injectOptions(route, request, []));
        const named = (response.json() as { data?: { field?: string } }).data?.field;
        if (response.statusCode !== 400 || named !== field) wrong.push(`${limitText(limit)}: ${response.statusCode} naming ${named}, expected 400 naming ${field}`);
        const after = await fingerprint(app);
        if (JSON.stringify(after) !== JSON.stringify(before)) wrong.push(`${limitText(limit)}: the database changed`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every route the app serves has a case in helpers/fuzz-cases.ts', () => {
    expect(uncovered(served, cases.map((kase) => kase.route))).toEqual([]);
  });
});
