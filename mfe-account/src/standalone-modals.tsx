import { modals as mantineModals } from '@bc/shared/mantine/modals';
import i18next from 'i18next';
import { modalCloseRequested, modalRequested, type Locale, type ModalDefinition, type ModalName, type ModalProps } from '@bc/shared';
import remoteModals from './exposes/modals';

/**
 * Standalone development only: opens this remote's modals from `openModal()` the way the shell's modal host does
 * (the shell is not there to listen).
 */
export function listenForModals(): void {
  const open = new Map<string, string>();
  modalRequested.watch(async ({ name, props }) => {
    // The registry ties each name to its props: the component under the request's name takes the request's props.
    const definition = (remoteModals.modals as Partial<Record<ModalName, unknown>>)[name] as ModalDefinition | undefined;
    if (!definition) return;
    await remoteModals.loadLocale(i18next.language as Locale);
    const modalId = `${name}-${Date.now()}`;
    const close = () => mantineModals.close(modalId);
    const Component = definition.component;
    open.set(modalId, name);
    mantineModals.open({
      modalId,
      size: definition.size ?? 'md',
      title: definition.titleKey ? i18next.t(definition.titleKey) : undefined,
      onClose: () => open.delete(modalId),
      children: <Component close={close} props={props ?? ({} as ModalProps[ModalName])} />,
    });
  });
  modalCloseRequested.watch((name) => {
    for (const [id, modalName] of open) if (!name || modalName === name) mantineModals.close(id);
  });
}
