import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath, type QueryValue, type RouteParams } from '@bc/shared';

export interface RouteButtonProps extends ButtonProps {
  to: string;
  params?: RouteParams;
  query?: Record<string, QueryValue>;
  children: ReactNode;
}

/** A button that is a link to a named route in the current locale. */
export function RouteButton({ to, params, query, children, ...rest }: RouteButtonProps) {
  const path = useLocalePath();
  return (
    <Button component={Link} to={path(to, params, query)} {...rest}>
      {children}
    </Button>
  );
}
