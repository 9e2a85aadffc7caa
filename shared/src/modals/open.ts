import { modalRequested, toastRequested, type ModalName, type ToastRequest } from '../bus/events';

/** Opens a modal of the registry from any app. */
export function openModal(name: ModalName, props?: Record<string, unknown>): void {
  modalRequested({ name, props });
}

/** Shows a toast from any app. */
export function showToast(request: ToastRequest): void {
  toastRequested(request);
}
