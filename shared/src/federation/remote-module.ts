import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locales';
import type { ModalName, ModalProps } from '../modals/registry';
import type { LayoutName, RouteName, RouteParamValues } from '../routing/routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Route parameters of the page being opened (`{ id: '12' }`). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * Loads a page's data while its code loads (the shell's route loader awaits it, up to a limit), so the page's first
 * render already has it. Failures are the page's to show: a preload never fails the navigation.
 */
export type PagePreload<N extends RouteName | LayoutName = RouteName | LayoutName> = (params: RouteParamValues<N>) => Promise<unknown>;

/** What every remote exposes as `./pages`: its pages by base route (or layout) name, and its translations. */
export interface RemotePages {
  buildId: string;
  namespace: string;
  loadLocale(locale: Locale): Promise<void>;
  pages: Partial<Record<RouteName | LayoutName, PageLoader>>;
  /** Optional data preloads by base route name. */
  preload?: Partial<Record<RouteName | LayoutName, (params: PageParams) => Promise<unknown>>>;
}

export interface ModalComponentProps<N extends ModalName = ModalName> {
  /** Closes this modal. */
  close(): void;
  /** What the caller passed with `openModal(name, props)`, typed by the registry. */
  props: ModalProps[N];
}

export interface ModalDefinition<N extends ModalName = ModalName> {
  /** i18n key of the modal title (namespace:key), or none for modals that render their own header. */
  titleKey?: string;
  size?: string;
  component: ComponentType<ModalComponentProps<N>>;
}

/** What a remote exposes as `./modals`. */
export interface RemoteModals {
  namespace: string;
  loadLocale(locale: Locale): Promise<void>;
  modals: { [N in ModalName]?: ModalDefinition<N> };
}
