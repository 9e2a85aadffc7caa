import type { RemoteName } from '../federation/shared-deps';
import { PARAM_KINDS, type LayoutDef, type ParamName, type PathParamNames, type RouteDef, type RouteOwner } from './define';
import { ACCOUNT_ROUTES } from './table/account';
import { MATINGS_ROUTES } from './table/matings';
import { MODERATION_ROUTES } from './table/moderation';
import { PAYMENTS_ROUTES } from './table/payments';
import { PEDIGREE_ROUTES } from './table/pedigree';
import { PETS_LAYOUTS, PETS_ROUTES } from './table/pets';
import { SHELL_ROUTES } from './table/shell';
import type { ParamKind } from './params';

export { PARAM_KINDS, type LayoutDef, type ParamName, type RouteAccess, type RouteDef, type RouteOwner } from './define';

/**
 * The one route table: every page of the site once (each exists under every locale prefix), built from each owner's
 * file in `table/`. Route names, their parameters and each remote's page list are types derived from it.
 */
export const ROUTES = [
  ...SHELL_ROUTES,
  ...PETS_ROUTES,
  ...PEDIGREE_ROUTES,
  ...MATINGS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PAYMENTS_ROUTES,
  ...MODERATION_ROUTES,
] as const satisfies readonly RouteDef[];

/** The layout routes (a page's `layout` names one of them). */
export const LAYOUTS = [...PETS_LAYOUTS] as const satisfies readonly LayoutDef[];

type AnyRoute = (typeof ROUTES)[number];
type AnyLayout = (typeof LAYOUTS)[number];

/** Every base route name (`pets-id`). A misspelled name is a type error wherever a link is built. */
export type RouteName = AnyRoute['name'];
export type LayoutName = AnyLayout['name'];

/** The route of a name, as the table declares it. */
export type RouteOf<N extends RouteName> = Extract<AnyRoute, { name: N }>;

/** The pages drawn inside a layout. */
export type RoutesInLayout<L extends LayoutName> = Extract<AnyRoute, { layout: L }>['name'];

/** The parameter names of a route (or layout): `'id'` for `pets-id`, never for `pets`. */
export type RouteParamName<N extends RouteName | LayoutName> = PathParamNames<Extract<AnyRoute | AnyLayout, { name: N }>['path']>;

/** The routes a link reaches without parameters (`pets`, `m-add`). */
export type PlainRouteName = { [N in RouteName]: [RouteParamName<N>] extends [never] ? N : never }[RouteName];

/** A route's parameters as a link takes them: `{ id: 5 }` for `pets-id`. */
export type RouteParams<N extends RouteName> = { [K in RouteParamName<N>]: string | number };

/** A route's (or layout's) parameters as the router gives them (strings from the address). */
export type RouteParamValues<N extends RouteName | LayoutName> = { readonly [K in RouteParamName<N>]: string };

/** The routes an owner (the shell or a remote) draws. */
export type RouteNameOf<O extends RouteOwner> = Extract<AnyRoute, { owner: O }>['name'];

/** The pages an owner must expose: its routes and its layouts. */
export type OwnedPageName<O extends RemoteName> = Extract<AnyRoute, { owner: O }>['name'] | Extract<AnyLayout, { owner: O }>['name'];

const byName = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));
const layoutsByName = new Map<string, LayoutDef>(LAYOUTS.map((entry) => [entry.name, entry]));

export function getRoute(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** A route by a name that comes from outside the type checker (an address, a test); undefined when there is none. */
export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

export function getLayout(name: LayoutName): LayoutDef {
  const entry = layoutsByName.get(name);
  if (!entry) throw new Error(`Unknown layout name: ${name}`);
  return entry;
}

export function routesOf(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** The pages drawn inside a layout, in table order. */
export function routesInLayout(name: LayoutName): RouteDef[] {
  return ROUTES.filter((route: RouteDef) => route.layout === name);
}

/** The names and formats of a route's (or layout's) path parameters, in path order. */
export function routeParams(route: Pick<RouteDef, 'path'>): Array<{ name: ParamName; kind: ParamKind }> {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({ name: name as ParamName, kind: PARAM_KINDS[name as ParamName] }));
}

/** Breadcrumb chain from home to the route, inclusive. */
export function breadcrumbChain(name: RouteName): RouteDef[] {
  const chain: RouteDef[] = [];
  let current: RouteDef | undefined = byName.get(name);
  while (current) {
    chain.unshift(current);
    current = current.parent ? byName.get(current.parent) : undefined;
  }
  return chain;
}
