import { Center, Loader } from '@bc/shared/mantine';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ModalComponentProps } from '../federation/remote-module';
import type { ModalName } from './registry';

/** A modal whose code loads when it first opens, with a loader inside the modal meanwhile. */
export function lazyModal<N extends ModalName>(load: () => Promise<{ default: ComponentType<ModalComponentProps<N>> }>) {
  const Lazy = lazy(load);
  function LazyModal(props: ModalComponentProps<N>) {
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
