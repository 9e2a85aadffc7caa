import { isValidParam, ROUTES, splitLocale } from '@bc/shared/routing';

const compiled = ROUTES.map((route) => {
  const keys: string[] = [];
  const source = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { route, keys, pattern: new RegExp(`^${source}$`) };
});

/** Whether a path is a page of the site (with valid parameters), so unknown paths can answer 404. */
export function isKnownPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return compiled.some(({ route, keys, pattern }) => {
    const match = pattern.exec(path);
    if (!match) return false;
    return keys.every((key, index) => isValidParam(route.params?.[key] ?? 'id', decodeURIComponent(match[index + 1])));
  });
}
