import { BOOKING_LIMITS } from '@clinic/core';
import { useEffect } from 'react';
import styles from './toast.module.css';
import { coreText } from '../../i18n/core-text';

interface ToastProps {
  toast: { kind: 'error' | 'info'; text: string } | undefined;
  onDismiss(): void;
}

/** The dialog's toast: bottom centre, announced to screen readers, gone after 6000 ms (booking.md §2, §9). */
export function Toast({ toast, onDismiss }: ToastProps) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, BOOKING_LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={styles.toastRegion} aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'} role="status">
      {toast ? (
        <p className={toast.kind === 'error' ? `${styles.toast} ${styles.toastError}` : styles.toast}>{coreText(toast.text)}</p>
      ) : null}
    </div>
  );
}
