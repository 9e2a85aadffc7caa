/** The public face of `@bc/shared` for the browser apps (one instance at runtime: a federation singleton). */
export * from './bus';
export * from './api';
export * from './i18n';
export * from './theme';
export * from './routing/routes';
export * from './routing/links';
export * from './routing/params';
export * from './ui';
export * from './modals';
export type { RemotePages, RemoteModals, ModalDefinition, ModalComponentProps, PageLoader, PageParams, PagePreload } from './federation/remote-module';
export { defineRemotePages, defineRemoteModals } from './federation/define-remote';
export { exposedComponent, type ExposedComponents, type ExposedId, type TestMatingProps } from './federation/exposed';
export * from './dictionaries';
export * from './breeding';
export { RESET_QUERY_PARAM } from './contracts/links';
export { LIMITS } from './contracts/limits';
