import { useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../../app/session/session-context';
import { CompanyPickerModal } from './company-picker-modal';
import { ExitSupportDialog } from './exit-support-dialog';
import { SupportControlsContext, type SupportControls } from './support-controls-context';

/** Part of the shell: holds the company picker and the exit dialog so any screen can open them. */
export function SupportControlsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const isGlobalAdmin = session.user?.isGlobalAdmin ?? false;
  const supportSession = session.supportSession;

  const controls = useMemo<SupportControls>(
    () => ({
      openPicker: () => setPickerOpen(true),
      openExitDialog: () => setExitOpen(true),
    }),
    [],
  );

  return (
    <SupportControlsContext value={controls}>
      {children}
      {isGlobalAdmin && !supportSession ? (
        <CompanyPickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} />
      ) : null}
      {supportSession ? (
        <ExitSupportDialog
          supportSession={supportSession}
          opened={exitOpen}
          onClose={() => setExitOpen(false)}
        />
      ) : null}
    </SupportControlsContext>
  );
}
