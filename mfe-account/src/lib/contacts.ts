import type { Contacts } from '@bc/shared/contracts';
import { safeUrl } from './validation';

export type ContactKind = keyof Contacts;

/** The order contacts are shown and edited in. */
export const CONTACT_KINDS: readonly ContactKind[] = [
  'phone',
  'email',
  'website',
  'telegram',
  'whatsapp',
  'viber',
  'vk',
  'facebook',
  'instagram',
];

const PROFILE_SITES: Partial<Record<ContactKind, string>> = {
  telegram: 'https://t.me/',
  vk: 'https://vk.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
};

const HANDLE = /^@?([A-Za-z0-9_.]{2,64})$/;

/** Where a contact leads (tel:, mailto:, wa.me, a profile on the network, or an http(s) site), if anywhere. */
export function contactHref(kind: ContactKind, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  switch (kind) {
    case 'phone':
      return /^\+?[\d\s()-]{5,}$/.test(text) ? `tel:${text.replace(/[^\d+]/g, '')}` : null;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? `mailto:${text}` : null;
    case 'whatsapp': {
      const digits = text.replace(/\D/g, '');
      return digits.length >= 5 ? `https://wa.me/${digits}` : safeUrlOnly(text);
    }
    case 'viber':
      return null;
    case 'website':
      return safeUrl(text);
    default: {
      const handle = HANDLE.exec(text);
      const site = PROFILE_SITES[kind];
      if (handle && site && !text.includes('.')) return `${site}${handle[1]}`;
      return safeUrlOnly(text);
    }
  }
}

/** Only values that already look like addresses become links. */
function safeUrlOnly(text: string): string | null {
  return /^https?:\/\//i.test(text) || /^[\w-]+(\.[\w-]+)+\//.test(text) ? safeUrl(text) : null;
}

/** The filled contacts, in display order. */
export function filledContacts(contacts: Contacts | null | undefined): { kind: ContactKind; value: string }[] {
  if (!contacts) return [];
  return CONTACT_KINDS.flatMap((kind) => {
    const value = contacts[kind]?.trim();
    return value ? [{ kind, value }] : [];
  });
}
