import { createContext, useContext } from 'react';

/** Shell-level support controls: the company picker and the exit confirmation (platform spec §2). */
export interface SupportControls {
  /** Opens 'Select Company for Support Access'. */
  openPicker: () => void;
  /** Opens the Exit Support Mode confirmation (only meaningful inside a support session). */
  openExitDialog: () => void;
}

export const SupportControlsContext = createContext<SupportControls | null>(null);

export function useSupportControls(): SupportControls {
  const value = useContext(SupportControlsContext);
  if (!value) throw new Error('useSupportControls must be used inside <SupportControlsProvider>');
  return value;
}
