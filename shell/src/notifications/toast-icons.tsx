import type { ReactNode } from 'react';
import type { ToastType } from '@bc/shared';

const icon = (children: ReactNode) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** The mark of each toast type, in the type's colour (the default toast has only the colour bar). */
export const TOAST_ICONS: Record<ToastType, ReactNode | undefined> = {
  success: icon(<path d="M5 12.5l4.5 4.5L19 7.5" />),
  error: icon(<path d="M7 7l10 10M17 7L7 17" />),
  warning: icon(
    <>
      <path d="M12 5.5v8" />
      <path d="M12 18.5h.01" />
    </>,
  ),
  info: icon(
    <>
      <path d="M12 10.5v8" />
      <path d="M12 5.5h.01" />
    </>,
  ),
  default: undefined,
};
