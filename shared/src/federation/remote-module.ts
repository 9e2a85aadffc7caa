import type { ComponentType } from 'react';
import type { ModalName } from '../bus/events';
import type { Locale } from '../i18n/locales';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Route parameters of the page being opened (`{ id: '12' }`). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * Loads a page's data while its code loads (the shell's route loader awaits it, up to a limit), so the page's first
 * render already has it. Failures are the page's to show: a preload never fails the navigation.
 */
export type PagePreload = (params: PageParams) => Promise<unknown>;

/** What every remote exposes as `./pages`: its pages by base route name, and its translations. */
export interface RemotePages {
  buildId: string;
  namespace: string;
  loadLocale(locale: Locale): Promise<void>;
  pages: Record<string, PageLoader>;
  /** Optional data preloads by base route name. */
  preload?: Record<string, PagePreload>;
}

export interface ModalComponentProps {
  /** Closes this modal. */
  close(): void;
  /** Whatever the caller passed with the request. */
  props: Record<string, unknown>;
}

export interface ModalDefinition {
  /** i18n key of the modal title (namespace:key), or none for modals that render their own header. */
  titleKey?: string;
  size?: string;
  component: ComponentType<ModalComponentProps>;
}

/** What a remote exposes as `./modals`. */
export interface RemoteModals {
  namespace: string;
  loadLocale(locale: Locale): Promise<void>;
  modals: Partial<Record<ModalName, ModalDefinition>>;
}

/** Which app owns each modal of the registry. */
export const MODAL_OWNERS: Record<ModalName, 'shell' | 'mfe_account' | 'mfe_pets' | 'mfe_matings' | 'mfe_payments'> = {
  agree: 'shell',
  text: 'shell',
  auth: 'mfe_account',
  'account-request': 'mfe_account',
  users: 'mfe_account',
  'image-crop': 'mfe_account',
  note: 'mfe_pets',
  attachment: 'mfe_pets',
  'search-pets': 'mfe_pets',
  'how-to-mating': 'mfe_matings',
  'mating-payment': 'mfe_payments',
};
