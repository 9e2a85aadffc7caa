import { Anchor } from '@bc/shared/mantine';
import type { ReactNode } from 'react';

/** A link to an uploaded document (a certificate, a scan): opens in a new tab without handing it this page. */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      {children}
    </Anchor>
  );
}
