import { Notifications } from '@mantine/notifications';
import { useIsPhone } from '@/lib/responsive';
import '@/app/toasts.css';

/**
 * Where the server's messages show (lib/notify.ts), for 5 s: bottom right on a desktop, clear of
 * the header and of the lists' actions at the top; across the top of a phone, below the header,
 * where a phone held in one hand shows them first.
 */
export function Toasts() {
  const phone = useIsPhone();
  return <Notifications position={phone ? 'top-center' : 'bottom-right'} autoClose={5000} containerWidth={400} classNames={{ root: 'app-toasts' }} />;
}
