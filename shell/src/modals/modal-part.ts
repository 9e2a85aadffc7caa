/** Mantine's modals manager with its provider (the registry's modals), loaded when a modal is first wanted, not with every page. */
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
  };
}

const modalsManager = loader(() => import('@bc/shared/mantine/modals'));

export const loadModalsPart = modalsManager.load;
export const loadedModalsPart = modalsManager.loaded;
