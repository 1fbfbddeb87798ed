import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

/**
 * Controls every modal shows in its header, given by the app (the accessibility options, issue #35 point 4): inside
 * the dialog they stay reachable within its focus trap, and a feature's dialog needs no other feature.
 */
export const DialogToolsContext = createContext<ReactNode>(null);

export const useDialogTools = (): ReactNode => useContext(DialogToolsContext);

type OpenState = [open: boolean, setOpen: Dispatch<SetStateAction<boolean>>];

/**
 * Whether a dialog tool's popup (the accessibility panel) is open, held by whoever keeps one dialog on screen across
 * its stages: the booking dialog's frame ("Loading...") is replaced by the dialog when its code arrives, and a panel
 * opened during the wait closed with the frame.
 */
export const DialogToolOpenContext = createContext<OpenState | null>(null);

/** The held state inside such a dialog, the caller's own anywhere else (the floating button, other modals). */
export function useDialogToolOpen(): OpenState {
  const own = useState(false);
  return useContext(DialogToolOpenContext) ?? own;
}
