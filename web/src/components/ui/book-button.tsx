import type { ReactNode } from 'react';
import { openAppointmentDialog, warmAppointmentDialog, type OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';
import { t } from '../../i18n/catalog';
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

/**
 * Any button that books: it asks the appointment dialog to open through the window event (website.md §2). A pointer
 * arriving on it (mouse hover, or a finger's touch before its tap) or focus reaching it starts the dialog's download,
 * so the tap finds it in without the page having paid for it on load.
 */
export function BookButton({ children, detail, variant = 'primary', size = 'normal', className, onClick }: BookButtonProps) {
  return (
    <button
      type="button"
      // Lets the inline early-tap recorder show "Loading..." on a tap before the app runs (web/src/app/early-clicks.ts),
      // in the page's language: the recorder is one script for every page, so the word comes with the button.
      data-book-button={t('small.loading')}
      className={buttonClass(variant, size, className)}
      onPointerEnter={warmAppointmentDialog}
      onFocus={warmAppointmentDialog}
      onClick={() => {
        openAppointmentDialog(detail);
        onClick?.();
      }}
    >
      {children}
    </button>
  );
}
