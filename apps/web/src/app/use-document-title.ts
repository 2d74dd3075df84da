import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import { screenAt } from './route-table';
import { isStagingHost } from './shell/shell-layout';

/**
 * The browser tab names the screen, then the product ('Jobs · SiteHours'), in the interface
 * language, with the '[STAGING]' tag on staging hosts.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const staging = isStagingHost(window.location.hostname);
  const key = screenAt(pathname)?.titleKey;
  const named = key ? t('title.screen', { screen: t(key), product: PRODUCT_NAME }) : PRODUCT_NAME;
  const title = staging ? t('shell.stagingTitle', { product: named }) : named;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
