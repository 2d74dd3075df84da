import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '@/app/session/session-context';
import { SupportControlsContext, type SupportControls } from './support-controls-context';

// The dialogs' code comes with their first use, like their texts.
const CompanyPickerModal = lazy(async () => ({
  default: (await import('./company-picker-modal')).CompanyPickerModal,
}));
const ExitSupportDialog = lazy(async () => ({
  default: (await import('./exit-support-dialog')).ExitSupportDialog,
}));

/**
 * Part of the shell: holds the company picker and the exit dialog so any screen can open them.
 * Each waits for its code and texts (the support catalogue) on its own, so the shell never does;
 * the picker is mounted from its first opening, so screens that never open it do not load them.
 */
export function SupportControlsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const isGlobalAdmin = session.user?.isGlobalAdmin ?? false;
  const supportSession = session.supportSession;

  const controls = useMemo<SupportControls>(
    () => ({
      openPicker: () => {
        setPickerUsed(true);
        setPickerOpen(true);
      },
      openExitDialog: () => setExitOpen(true),
    }),
    [],
  );

  return (
    <SupportControlsContext value={controls}>
      {children}
      {isGlobalAdmin && !supportSession && pickerUsed ? (
        <Suspense fallback={null}>
          <CompanyPickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} />
        </Suspense>
      ) : null}
      {supportSession ? (
        <Suspense fallback={null}>
          <ExitSupportDialog
            supportSession={supportSession}
            opened={exitOpen}
            onClose={() => setExitOpen(false)}
          />
        </Suspense>
      ) : null}
    </SupportControlsContext>
  );
}
