// What signed-in screens share and the sign-in page does without, loaded apart from the first
// load (by provider.tsx): the host of confirmation dialogs, the toasts (also loaded with the first
// toast, which a visitor may see), and the date pickers' French and styles (pickers are on staff
// screens only; Mantine formats dates with the locale DatesProvider names, once it is registered).
// The packages are imported from here rather than straight from provider.tsx: a dynamic import of
// a package's index would take all of it into the first load, along with the hook it uses there.
import '@mantine/dates/styles.css';
import '@/app/toasts.css';
import 'dayjs/locale/fr';

export { ModalsProvider } from '@mantine/modals';
export { Notifications } from '@mantine/notifications';
