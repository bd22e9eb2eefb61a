import { notifications } from '@mantine/notifications';
import i18n from '@/lib/i18n';

// Where they show is set once, in app/toasts.tsx.

function show(message: string, color: 'blue' | 'red'): void {
  notifications.show({ message, color, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}

/** Blue toast, for a server's success message. */
export function notifySuccess(message: string): void {
  show(message, 'blue');
}

/** Red toast, for errors and deletions. */
export function notifyError(message: string): void {
  show(message, 'red');
}
