/**
 * The layer's modal parts, loaded when a modal is first wanted, not with every page: Modal alone (the first visit's
 * agreement, drawn in the page) and Mantine's modals manager with its provider (the registry's modals).
 */
export type ModalPart = typeof import('@bc/shared/mantine/modal');
export type ModalsPart = typeof import('@bc/shared/mantine/modals');

function loader<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load(): Promise<T> {
      loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: (): T | null => loaded,
    /** Sets the module already imported (the server's renderer imports it statically: it loads no chunk on demand). */
    provide(module: T): void {
      loaded = module;
      loading = Promise.resolve(module);
    },
  };
}

const modal = loader(() => import('@bc/shared/mantine/modal'));
const modalsManager = loader(() => import('@bc/shared/mantine/modals'));

export const loadModalPart = modal.load;
/** Modal if it has loaded (the first-visit agreement loads it before the first render). */
export const loadedModalPart = modal.loaded;
export const provideModalPart = modal.provide;
export const loadModalsPart = modalsManager.load;
export const loadedModalsPart = modalsManager.loaded;
