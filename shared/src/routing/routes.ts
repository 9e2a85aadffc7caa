import type { ParamKind } from './params';

/** The apps that own pages. `shell` pages are rendered by the host itself. */
export type RouteOwner =
  | 'shell'
  | 'mfe_pets'
  | 'mfe_pedigree'
  | 'mfe_matings'
  | 'mfe_account'
  | 'mfe_moderation'
  | 'mfe_payments';

export type RouteAccess = 'public' | 'user' | 'moderator';

export interface RouteDef {
  /** Base route name; the full name is `${name}___${locale}`. */
  name: string;
  /** Path without the locale prefix, react-router syntax. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  params?: Record<string, ParamKind>;
  /** Breadcrumb parent (base name). */
  parent?: string;
  /** A tab of the pet page: rendered inside the `pets-id` layout. */
  petTab?: boolean;
}

const r = (
  name: string,
  path: string,
  owner: RouteOwner,
  access: RouteAccess = 'public',
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, path, owner, access, parent: 'index', ...extra });

const ID = { id: 'id' } as const;

/** Every page of the site, once; each exists under every locale prefix. */
export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', owner: 'shell', access: 'public' },
  r('border-collie-standard', '/border-collie-standard', 'shell'),
  r('contacts', '/contacts', 'shell'),
  r('faq', '/faq', 'shell'),
  r('info', '/info', 'shell'),
  r('rules', '/rules', 'shell'),
  r('epi', '/epi', 'shell'),
  r('bcc', '/bcc', 'shell'),

  r('pets', '/pets', 'mfe_pets'),
  r('pets-add', '/pets/add', 'mfe_pets', 'user', { parent: 'pets' }),
  r('pets-edit-id', '/pets/edit/:id', 'mfe_pets', 'user', { params: ID, parent: 'pets-id' }),
  r('pets-id', '/pets/:id', 'mfe_pets', 'public', { params: ID, parent: 'pets', petTab: true }),
  r('pets-id-breed', '/pets/:id/breed', 'mfe_pets', 'public', { params: ID, parent: 'pets-id', petTab: true }),
  r('pets-id-siblings', '/pets/:id/siblings', 'mfe_pets', 'public', { params: ID, parent: 'pets-id', petTab: true }),
  r('pets-id-pedigree', '/pets/:id/pedigree', 'mfe_pedigree', 'public', { params: ID, parent: 'pets-id', petTab: true }),
  r('pets-id-genetics', '/pets/:id/genetics', 'mfe_pedigree', 'public', { params: ID, parent: 'pets-id', petTab: true }),
  r('pets-id-report', '/pets/:id/report', 'mfe_payments', 'user', { params: ID, parent: 'pets-id', petTab: true }),
  r('u-pets', '/u/pets', 'mfe_pets', 'user'),
  r('u-likes', '/u/likes', 'mfe_pets', 'user'),

  r('m-add', '/m/add', 'mfe_matings', 'user'),
  r('m-edit-id', '/m/edit/:id', 'mfe_matings', 'user', { params: ID, parent: 'm-id' }),
  r('m-id', '/m/:id', 'mfe_matings', 'public', { params: ID }),
  r('litters-add', '/litters/add', 'mfe_matings', 'user'),
  r('litters-edit-id', '/litters/edit/:id', 'mfe_matings', 'user', { params: ID }),
  r('possible-mating', '/possible-mating', 'mfe_matings'),
  r('u-litters', '/u/litters', 'mfe_matings', 'user'),
  r('u-matings', '/u/matings', 'mfe_matings', 'user'),

  r('activate-hash', '/activate/:hash', 'mfe_account', 'public', { params: { hash: 'hash' } }),
  r('u-edit', '/u/edit', 'mfe_account', 'user'),
  r('u-edit-nickname', '/u/edit/:nickname', 'mfe_account', 'user', { params: { nickname: 'nickname' }, parent: 'u-nickname' }),
  r('u-nickname', '/u/:nickname', 'mfe_account', 'public', { params: { nickname: 'nickname' } }),

  r('premium', '/premium', 'mfe_payments'),
  r('premium-result', '/premium/result', 'mfe_payments', 'public', { parent: 'premium' }),
  r('donate', '/donate', 'mfe_payments'),
  r('u-reports', '/u/reports', 'mfe_payments', 'user'),

  r('moder', '/moder', 'mfe_moderation', 'moderator'),
  ...[
    'account-requests',
    'all-matings',
    'attachments',
    'connect-breeders',
    'donations',
    'litters',
    'matings',
    'pets',
    'users',
  ].map((section) => r(`moder-${section}`, `/moder/${section}`, 'mfe_moderation', 'moderator', { parent: 'moder' })),
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function getRoute(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function routesOf(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** Breadcrumb chain from home to the route, inclusive. */
export function breadcrumbChain(name: string): RouteDef[] {
  const chain: RouteDef[] = [];
  let current: RouteDef | undefined = byName.get(name);
  while (current) {
    chain.unshift(current);
    current = current.parent ? byName.get(current.parent) : undefined;
  }
  return chain;
}
