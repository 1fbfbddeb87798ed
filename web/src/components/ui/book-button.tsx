import type { ReactNode } from 'react';
import { openAppointmentDialog, type OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';
import { buttonClass, type ButtonVariant } from './button-class';

interface BookButtonProps {
  children: ReactNode;
  /** Pre-selection for the dialog: a provider or a clinic. */
  detail?: OpenAppointmentDialogDetail;
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  className?: string;
  /** Runs after the event is sent, e.g. to close the menu holding the button. */
  onClick?: () => void;
}

/** Any button that books: it asks the appointment dialog to open through the window event (website.md §2). */
export function BookButton({ children, detail, variant = 'primary', size = 'normal', className, onClick }: BookButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, size, className)}
      onClick={() => {
        openAppointmentDialog(detail);
        onClick?.();
      }}
    >
      {children}
    </button>
  );
}
