import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { useNotifications } from '@mantine/notifications';

const Notifications = lazy(async () => ({
  default: (await import('./notifications-container')).Notifications,
}));

/**
 * Mantine's notification container, downloaded with the first notification shown: most visits
 * show none. `notifications.show()` before that only fills the store, which the container shows
 * once it is there; it then stays mounted for the ones that follow.
 */
export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
