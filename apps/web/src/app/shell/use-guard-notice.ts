import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { readGuardRedirectState } from '../guards/route-access';

/** Shows the guard's 'Insufficient permissions' message once, then drops it from the history entry. */
export function useGuardNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const notice = readGuardRedirectState(location.state);
    if (!notice || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notifications.show({
      id: `guard-${location.key}`,
      color: 'yellow',
      title: notice.message,
      message: notice.requestedPath
        ? `You cannot open ${notice.requestedPath} with your role.`
        : 'You cannot open that page with your role.',
    });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate]);
}
