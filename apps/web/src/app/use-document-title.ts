import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract';
import { isStagingHost } from './shell/shell-layout';

/** Page title with the '[STAGING]' tag on staging hosts, in the interface language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const staging = isStagingHost(window.location.hostname);
  const title = staging ? t('shell.stagingTitle', { product: PRODUCT_NAME }) : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
