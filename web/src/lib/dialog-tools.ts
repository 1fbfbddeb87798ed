import { createContext, useContext, type ReactNode } from 'react';

/**
 * Controls every modal shows in its header, given by the app (the accessibility options, issue #35 point 4): inside
 * the dialog they stay reachable within its focus trap, and a feature's dialog needs no other feature.
 */
export const DialogToolsContext = createContext<ReactNode>(null);

export const useDialogTools = (): ReactNode => useContext(DialogToolsContext);
