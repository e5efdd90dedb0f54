// Toasts (DESIGN.md section 7, SPEC.md section 4): one at a time, cleared when the URL changes; at
// the top, or at the bottom on a phone, where a toast at the top would cover the page's first lines
// (after a failed submit the register form's error summary is there and has the focus). The Notifications component is fetched only when the first toast is shown, which keeps
// it out of the home route's JavaScript; toasts shown before it arrives wait in the store.
import { cleanNotifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const TOAST_LIMIT = 1;
const PHONE = '(max-width: 36em)';
const toastPosition = () => (globalThis.matchMedia?.(PHONE).matches ? ('bottom-center' as const) : ('top-center' as const));

// Until the component mounts, the store must already distribute toasts by our rules.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: toastPosition() }));

const Notifications = lazy(() => import('./toast-notifications').then((m) => ({ default: m.ToastNotifications })));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);

  const location = useLocation();
  const url = location.pathname + location.search;
  const shownAt = useRef(url);
  useEffect(() => {
    if (shownAt.current === url) return;
    shownAt.current = url;
    cleanNotifications();
  }, [url]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} position={toastPosition()} />
    </Suspense>
  );
}
