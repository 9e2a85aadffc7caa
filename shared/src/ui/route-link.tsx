import { Anchor, type AnchorProps } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Query } from '../routing/links';
import type { RouteName, RouteParams } from '../routing/routes';
import { useLocalePath } from './use-locale';

/** `params` is required exactly when the route has parameters. */
export type RouteParamsProp<N extends RouteName> = [keyof RouteParams<N>] extends [never]
  ? { params?: Record<string, never> }
  : { params: RouteParams<N> };

export type RouteLinkProps<N extends RouteName> = AnchorProps & {
  to: N;
  query?: Query;
  children: ReactNode;
} & RouteParamsProp<N>;

/** A link to a named route in the current locale. */
export function RouteLink<N extends RouteName>(props: RouteLinkProps<N>) {
  const { to, params, query, children, ...rest } = props as RouteLinkProps<N> & { params?: RouteParams<N> };
  const path = useLocalePath();
  const href = (path as (name: RouteName, params?: object, query?: Query) => string)(to, params, query);
  return (
    <Anchor component={Link} to={href} {...rest}>
      {children}
    </Anchor>
  );
}
