import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { readGuardRedirectState } from '@/app/guards/route-access';

/** Shows the guard's 'Insufficient permissions' message once, then drops it from the history entry. */
export function useGuardNotice(): void {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
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
      title: tm(notice.message),
      message: notice.requestedPath
        ? t('guard.cannotOpenPath', { path: notice.requestedPath })
        : t('guard.cannotOpen'),
    });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate, t, tm]);
}
