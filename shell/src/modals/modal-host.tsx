import i18next from 'i18next';
import { useEffect, useState } from 'react';
import {
  MODAL_BASE_Z_INDEX,
  MODAL_OWNERS,
  MODAL_Z_STEP,
  modalCloseRequested,
  modalRequested,
  showToast,
  type ModalDefinition,
  type ModalName,
  type ModalProps,
  type ModalRequest,
  type Locale,
} from '@bc/shared';
import { loadRemoteModals } from '../app/remotes';
import { loadedModalsPart, loadModalsPart, type ModalsPart } from './modal-part';
import { SHELL_MODALS } from './shell-modals';
import { SwipeToClose } from './swipe-to-close';

/** Mounts Mantine's ModalsProvider (set while a ModalHost is mounted). */
let showProvider: (() => void) | null = null;
/** Whether a ModalsProvider is mounted and listening, and who waits for one. */
let providerListening = false;
const waitingForProvider = new Set<() => void>();

/**
 * Mantine's `modals`, with their provider mounted and listening: Modal and the modals manager (~15 KB gzip) load with the
 * first modal request, not with the page.
 */
export async function mantineModals(): Promise<ModalsPart['modals']> {
  const part = await loadModalsPart();
  if (!providerListening) {
    await new Promise<void>((resolve) => {
      waitingForProvider.add(resolve);
      showProvider?.();
    });
  }
  return part.modals;
}

/** The modals open now: Mantine modal id → registry name. */
const open = new Map<string, ModalName>();
let opened = 0;

/** Stacking: the base z-index 1000 plus 2 per modal already open. */
export function modalZIndex(openCount: number): number {
  return MODAL_BASE_Z_INDEX + MODAL_Z_STEP * openCount;
}

/** A modal nobody registered (an unknown name, or an owner that does not export it). */
export class UnregisteredModalError extends Error {
  constructor(readonly modal: string, readonly owner: string | undefined) {
    super(owner ? `Modal "${modal}" is not registered by ${owner}` : `Modal "${modal}" has no owner in MODAL_OWNERS`);
    this.name = 'UnregisteredModalError';
  }
}

async function resolve(request: ModalRequest): Promise<ModalDefinition> {
  const owner = MODAL_OWNERS[request.name] as (typeof MODAL_OWNERS)[ModalName] | undefined;
  if (!owner) throw new UnregisteredModalError(request.name, owner);
  // The registry ties each name to its props: the component found under the request's name takes the request's props.
  if (owner === 'shell') {
    const own = (SHELL_MODALS as Partial<Record<ModalName, unknown>>)[request.name];
    if (!own) throw new UnregisteredModalError(request.name, owner);
    return own as ModalDefinition;
  }
  const remote = await loadRemoteModals(owner);
  const definition = remote.modals[request.name];
  if (!definition) throw new UnregisteredModalError(request.name, owner);
  await remote.loadLocale(i18next.language as Locale);
  return definition as ModalDefinition;
}

/** Opens a modal of the registry; a modal that cannot be opened is logged and reported with an error toast. */
export async function openRegistryModal(request: ModalRequest): Promise<void> {
  let definition: ModalDefinition;
  let modals: ModalsPart['modals'];
  try {
    [definition, modals] = await Promise.all([resolve(request), mantineModals()]);
  } catch (error) {
    // (a remote that failed to load is already logged by loadRemoteModals)
    if (error instanceof UnregisteredModalError) console.error(`[shell] ${error.message}`, request);
    showToast({ type: 'error', message: i18next.t('common:errors.remoteModal') });
    return;
  }
  opened += 1;
  const modalId = `${request.name}-${opened}`;
  const close = () => modals.close(modalId);
  const Component = definition.component;
  const zIndex = modalZIndex(open.size);
  open.set(modalId, request.name);
  modals.open({
    modalId,
    zIndex,
    size: definition.size ?? 'md',
    title: definition.titleKey ? i18next.t(definition.titleKey) : undefined,
    // Mantine's close button is an icon: its name for screen readers, in the page's language.
    closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
    onClose: () => open.delete(modalId),
    children: (
      <SwipeToClose onClose={close}>
        <Component close={close} props={request.props ?? ({} as ModalProps[ModalName])} />
      </SwipeToClose>
    ),
  });
}

/** Tells `mantineModals` that the provider listens (its effects ran: it comes first among the host's children). */
function ProviderMounted() {
  useEffect(() => {
    providerListening = true;
    for (const resolve of waitingForProvider) resolve();
    waitingForProvider.clear();
    return () => {
      providerListening = false;
    };
  }, []);
  return null;
}

/** Listens to the bus for modal requests from any app, and holds Mantine's ModalsProvider once a modal is wanted. */
export function ModalHost() {
  const [part, setPart] = useState<ModalsPart | null>(null);
  useEffect(() => {
    showProvider = () => void loadModalsPart().then(setPart);
    if (waitingForProvider.size > 0) showProvider();
    const unOpen = modalRequested.watch((request) => void openRegistryModal(request));
    const unClose = modalCloseRequested.watch((name) => {
      const modals = loadedModalsPart()?.modals;
      for (const [id, modalName] of open) if (modals && (!name || modalName === name)) modals.close(id);
    });
    return () => {
      showProvider = null;
      unOpen.unsubscribe();
      unClose.unsubscribe();
    };
  }, []);
  if (!part) return null;
  return (
    <>
      <part.ModalsProvider />
      <ProviderMounted />
    </>
  );
}
