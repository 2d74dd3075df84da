import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './app/i18n/i18n';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/service-worker-registration';
import { firstScreenTexts, preloadSignedInRoute } from './app/router';
import { onSignIn, startStoredSessionCheck } from './app/session/session-provider';

// The install prompt can fire before React renders: listen from the start.
captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The first screen's texts come first: rendering before them would flash translation keys.
const texts = startI18n(firstScreenTexts(window.location.pathname));
// A stored session is checked at once (the profile is on its way while the first screen builds).
startStoredSessionCheck();
preloadSignedInRoute(window.location.pathname);
// Signing in, the shell and the home screen are made ready while the profile is on its way.
onSignIn(() => preloadSignedInRoute('/'));
// The first render runs in small slices (a transition), leaving the page responsive meanwhile.
void texts.finally(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
