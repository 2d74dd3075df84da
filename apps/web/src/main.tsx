import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './app/i18n/i18n';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/service-worker-registration';

// The install prompt can fire before React renders: listen from the start.
captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The first screen's texts come first: rendering before them would flash translation keys.
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
