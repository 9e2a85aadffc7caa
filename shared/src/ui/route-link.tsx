import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryValue, RouteParams } from '../routing/links';
import { useLocalePath } from './use-locale';

export interface RouteLinkProps extends AnchorProps {
  to: string;
  params?: RouteParams;
  query?: Record<string, QueryValue>;
  children: ReactNode;
}

/** A link to a named route in the current locale. */
export function RouteLink({ to, params, query, children, ...rest }: RouteLinkProps) {
  const path = useLocalePath();
  return (
    <Anchor component={Link} to={path(to, params, query)} {...rest}>
      {children}
    </Anchor>
  );
}
