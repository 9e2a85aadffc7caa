import { Button, type ButtonProps } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath, type Query, type RouteName, type RouteParamsProp } from '@bc/shared';

export type RouteButtonProps<N extends RouteName> = ButtonProps & {
  to: N;
  query?: Query;
  children: ReactNode;
} & RouteParamsProp<N>;

/** A button that is a link to a named route in the current locale (name and parameters type-checked). */
export function RouteButton<N extends RouteName>(props: RouteButtonProps<N>) {
  const { to, params, query, children, ...rest } = props as RouteButtonProps<N> & { params?: object };
  const path = useLocalePath() as (name: RouteName, params?: object, query?: Query) => string;
  return (
    <Button component={Link} to={path(to, params, query)} {...rest}>
      {children}
    </Button>
  );
}
