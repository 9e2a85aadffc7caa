import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from './toast-host';

/** Mantine's notifications container: loaded after the first page is on screen (see ToastHost). */
export default function NotificationsLayer() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={2000} />;
}
