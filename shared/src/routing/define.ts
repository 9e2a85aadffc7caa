import type { RemoteName } from '../federation/shared-deps';
import type { ParamKind } from './params';

/** The apps that own pages. `shell` pages are rendered by the host itself. */
export type RouteOwner = 'shell' | RemoteName;

export type RouteAccess = 'public' | 'user' | 'moderator';

/**
 * The format of each path parameter, by its name: a path may only use these names (`/pets/:id`), and a value that
 * fails its format shows the 404 page. A new kind of parameter is one line here (and its check in `params.ts`).
 */
export const PARAM_KINDS = { id: 'id', hash: 'hash', nickname: 'nickname' } as const satisfies Record<string, ParamKind>;
export type ParamName = keyof typeof PARAM_KINDS;

/** The parameter names of a path: `/u/edit/:nickname` → `'nickname'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Key}/${infer Rest}`
  ? Key | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Key}`
    ? Key
    : never;

/** A path whose parameters all have a known format (a type error names the unknown one). */
type CheckedPath<P extends string> = [PathParamNames<P>] extends [ParamName] ? P : `unknown parameter :${Exclude<PathParamNames<P>, ParamName>}`;

export interface RouteOptions<L extends string = string> {
  /** Who may open it (default `public`): `user` sends a visitor home with the login prompt, `moderator` shows 403. */
  access?: RouteAccess;
  /** Breadcrumb parent (base name; default `index`). */
  parent?: string;
  /** The layout route it is drawn inside (`pets-id-layout`): its path starts with the layout's path. */
  layout?: L;
}

/** One page of the site. Each exists under every locale prefix. */
export interface RouteDef {
  /** Base route name; the full name is `${name}___${locale}`. */
  name: string;
  /** Path without the locale prefix, react-router syntax. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** Breadcrumb parent (base name). */
  parent?: string;
  /** The layout route the page is drawn inside, if any. */
  layout?: string;
}

/**
 * A layout route: not a page of its own but the part around the pages that name it in `layout` (the pet page's
 * heading and tabs). Its owner exposes it in its page list like a page; the pages inside may belong to other owners.
 */
export interface LayoutDef {
  name: string;
  path: string;
  owner: RemoteName;
  /** The route whose heading and breadcrumbs the layout shows (the server draws that frame for every page inside). */
  frame: string;
}

/** A page entry before its owner is applied (see `ownedBy`). */
export interface PageEntry<N extends string = string, P extends string = string, L extends string = string> extends RouteOptions<L> {
  name: N;
  path: P;
}

/** `page('pets-id', '/pets/:id', { parent: 'pets' })`: a route entry whose name, path and layout the type checker keeps. */
export function page<const N extends string, const P extends string, const L extends string = never>(
  name: N,
  path: P & CheckedPath<P>,
  options: RouteOptions<L> = {},
): { name: N; path: P; access?: RouteAccess; parent?: string } & ([L] extends [never] ? unknown : { layout: L }) {
  return { name, path, ...options } as never;
}

/** The routes of one owner, with the defaults applied (public, breadcrumb parent `index`). */
export function ownedBy<const O extends RouteOwner, const T extends readonly PageEntry[]>(
  owner: O,
  pages: T,
): { readonly [K in keyof T]: T[K] & { owner: O; access: RouteAccess } } {
  // Every page's breadcrumbs start at home, except home's own.
  return pages.map((entry) => ({ access: 'public', ...(entry.name === 'index' ? {} : { parent: 'index' }), ...entry, owner })) as never;
}

/** `layout('pets-id-layout', '/pets/:id', 'mfe_pets', { frame: 'pets-id' })`. */
export function layout<const N extends string, const P extends string, const O extends RemoteName>(
  name: N,
  path: P & CheckedPath<P>,
  owner: O,
  options: { frame: string },
): { name: N; path: P; owner: O; frame: string } {
  return { name, path, owner, frame: options.frame };
}
