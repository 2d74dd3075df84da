import { useEffect } from 'react';
import { PRODUCT_NAME } from '@sitehours/contract';
import { isStagingHost, pageTitle } from './shell/shell-layout';

/** Page title with the '[STAGING]' tag on staging hosts. */
export function useDocumentTitle(): void {
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, isStagingHost(window.location.hostname));
  }, []);
}
