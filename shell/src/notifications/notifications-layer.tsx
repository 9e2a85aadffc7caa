import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-host';

/**
 * Mantine's notifications container: loaded after the first page is on screen (see ToastHost). Six positions, at most
 * `TOAST_LIMIT` visible in each; the newest on top comes from each toast's priority (see `toastData`).
 */
export default function NotificationsLayer() {
  return <Notifications limit={TOAST_LIMIT} position={TOAST_POSITION} zIndex={2000} />;
}
