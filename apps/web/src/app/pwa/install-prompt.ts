import { useSyncExternalStore } from 'react';

/**
 * Holds the deferred `beforeinstallprompt` event so the shell can offer 'Add to Home Screen'.
 * The listener is attached at start-up (see main.tsx) because the event may fire before React
 * renders. The iOS instructions and the install banners come with the PWA work.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt() {
  const event = useSyncExternalStore(subscribe, () => deferred);
  return {
    canInstall: event !== null,
    async promptInstall() {
      if (!event) return;
      await event.prompt();
      await event.userChoice.catch(() => undefined);
      deferred = null;
      emit();
    },
  };
}
