import { notifications } from '@mantine/notifications';

/** Blue toast, for a server's success message. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'blue' });
}

/** Red toast, for errors and deletions. */
export function notifyError(message: string): void {
  notifications.show({ message, color: 'red' });
}
