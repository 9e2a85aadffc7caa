import { Outlet } from 'react-router';
import { ModalHost } from '../modals/modal-host';
import { ToastHost } from '../notifications/toast-host';

/** The root route's element: modals and toasts live inside the router, so their content may use links and router hooks. */
export function RootRoute() {
  return (
    <>
      <ModalHost />
      <ToastHost />
      <Outlet />
    </>
  );
}
