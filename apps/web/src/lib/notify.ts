import { notifications } from '@mantine/notifications';
import { BANNER_HIDE_MS } from '@souq/contract/constants';

/**
 * What the spec calls an alert: an accessible in-app notification (role="alert"), never
 * `window.alert`. Errors stay a little longer than the 3 s banners so they can be read.
 */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: BANNER_HIDE_MS * 2, withBorder: true });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: BANNER_HIDE_MS, withBorder: true });
}
