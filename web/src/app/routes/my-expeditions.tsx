import { MyBillets } from '@/features/billets/components/my-billets';
import { MyExpeditionsRoute } from '@/features/expeditions/routes/my-expeditions';

// A client's expeditions, with their passenger tickets in a tab of their own ('Mes billets', the
// tickets feature's).
export function MyExpeditionsPage() {
  return <MyExpeditionsRoute tickets={<MyBillets />} />;
}
