import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { useEffect } from 'react';
import {
  MODAL_BASE_Z_INDEX,
  MODAL_OWNERS,
  MODAL_Z_STEP,
  modalCloseRequested,
  modalRequested,
  showToast,
  type ModalDefinition,
  type ModalRequest,
  type Locale,
} from '@bc/shared';
import { loadRemoteModals } from '../app/remotes';
import { SHELL_MODALS } from './shell-modals';
import { SwipeToClose } from './swipe-to-close';

const open = new Map<string, string>();

async function resolve(request: ModalRequest): Promise<ModalDefinition | undefined> {
  const owner = MODAL_OWNERS[request.name];
  if (owner === 'shell') return SHELL_MODALS[request.name];
  const remote = await loadRemoteModals(owner);
  await remote.loadLocale(i18next.language as Locale);
  return remote.modals[request.name];
}

/** Opens a modal of the registry: z-index 1000 plus 2 per modal already open. */
export async function openRegistryModal(request: ModalRequest): Promise<void> {
  let definition: ModalDefinition | undefined;
  try {
    definition = await resolve(request);
  } catch {
    showToast({ type: 'error', message: i18next.t('common:errors.remoteModal') });
    return;
  }
  if (!definition) return;
  const modalId = `${request.name}-${Date.now()}`;
  const zIndex = MODAL_BASE_Z_INDEX + MODAL_Z_STEP * open.size;
  const close = () => modals.close(modalId);
  const Component = definition.component;
  open.set(modalId, request.name);
  modals.open({
    modalId,
    zIndex,
    size: definition.size ?? 'md',
    title: definition.titleKey ? i18next.t(definition.titleKey) : undefined,
    onClose: () => open.delete(modalId),
    children: (
      <SwipeToClose onClose={close}>
        <Component close={close} props={request.props ?? {}} />
      </SwipeToClose>
    ),
  });
}

/** Listens to the bus for modal requests from any app. */
export function ModalHost() {
  useEffect(() => {
    const unOpen = modalRequested.watch((request) => void openRegistryModal(request));
    const unClose = modalCloseRequested.watch((name) => {
      for (const [id, modalName] of open) if (!name || modalName === name) modals.close(id);
    });
    return () => {
      unOpen.unsubscribe();
      unClose.unsubscribe();
    };
  }, []);
  return null;
}
