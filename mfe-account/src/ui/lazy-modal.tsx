import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ModalComponentProps } from '@bc/shared';

/** A modal whose code loads when it first opens, with a loader inside the modal meanwhile. */
export function lazyModal(load: () => Promise<{ default: ComponentType<ModalComponentProps> }>) {
  const Lazy = lazy(load);
  function LazyModal(props: ModalComponentProps) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
