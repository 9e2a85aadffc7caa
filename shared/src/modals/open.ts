import { modalRequested, toastRequested, type ToastRequest } from '../bus/events';
import type { ModalName, ModalPropsArgs, ModalRequest } from './registry';

/** Opens a modal of the registry from any app; its props are checked against the registry. */
export function openModal<N extends ModalName>(name: N, ...[props]: ModalPropsArgs<N>): void {
  modalRequested({ name, props } as ModalRequest);
}

/** Shows a toast from any app. */
export function showToast(request: ToastRequest): void {
  toastRequested(request);
}
