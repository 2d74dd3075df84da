import { useSyncExternalStore } from 'react';
import {
  DISMISSED_FOREVER,
  INSTALL_DISMISSAL_KEY,
  canOfferInstall,
  isIosDevice,
  parseDismissal,
  type Dismissal,
} from './install-rules';

/**
 * The install state of the app (platform spec §4 "Install and update"): the deferred
 * `beforeinstallprompt` event, whether this is an iOS device (no prompt: the user follows the
 * steps of the 'Install app' dialog), whether the app runs installed (standalone), and the
 * banner dismissal kept in browser storage. The prompt listener is attached at start-up
 * (main.tsx) because the event may fire before React renders.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallSnapshot {
  canPrompt: boolean;
  isIos: boolean;
  standalone: boolean;
  dismissal: Dismissal;
  /** The iOS 'Install app' dialog is open. */
  iosDialogOpen: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let snapshot: InstallSnapshot = {
  canPrompt: false,
  isIos: false,
  standalone: false,
  dismissal: { kind: 'none' },
  iosDialogOpen: false,
};
const listeners = new Set<() => void>();

function update(patch: Partial<InstallSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function readDismissal(): Dismissal {
  try {
    return parseDismissal(globalThis.localStorage?.getItem(INSTALL_DISMISSAL_KEY) ?? null);
  } catch {
    return { kind: 'none' };
  }
}

/** Whether the page runs as the installed app. */
export function isStandalone(target: Window = window): boolean {
  const iosStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    target.matchMedia?.('(display-mode: standalone)').matches === true ||
    target.matchMedia?.('(display-mode: fullscreen)').matches === true ||
    iosStandalone === true
  );
}

export function captureInstallPrompt(target: Window = window): void {
  update({
    isIos: isIosDevice({
      userAgent: target.navigator.userAgent,
      platform: target.navigator.platform,
      maxTouchPoints: target.navigator.maxTouchPoints,
    }),
    standalone: isStandalone(target),
    dismissal: readDismissal(),
  });
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false });
  });
  target
    .matchMedia?.('(display-mode: standalone)')
    .addEventListener?.('change', () => update({ standalone: isStandalone(target) }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  try {
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  } finally {
    // A prompt can be shown once: the browser offers a fresh one later if still installable.
    deferred = null;
    update({ canPrompt: false });
  }
}

/** 'Not now' and 'Got it' hide the banners for 7 days; "Don't show again" for good. */
function dismiss(forever: boolean) {
  const value = forever ? DISMISSED_FOREVER : String(Date.now());
  try {
    globalThis.localStorage?.setItem(INSTALL_DISMISSAL_KEY, value);
  } catch {
    // storage unavailable: dismissed for this visit only
  }
  update({ dismissal: parseDismissal(value) });
}

export function useInstallPrompt() {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return {
    ...state,
    /** 'Add to Home Screen' applies: installable or iOS, and not installed yet. */
    canInstall: canOfferInstall(state),
    /** The browser's prompt where there is one, else the iOS 'Install app' dialog. */
    async install() {
      if (deferred) await promptInstall();
      else if (state.isIos) update({ iosDialogOpen: true });
    },
    promptInstall,
    closeIosDialog: () => update({ iosDialogOpen: false }),
    dismiss,
  };
}
