import { useId, useRef, type ReactNode } from 'react';
import { DialogToolOpenContext, useDialogTools } from '../../lib/dialog-tools';
import { READING_LAYER } from '../../lib/reading-layer';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { t } from '../../i18n/catalog';
import iconStyles from '../../components/ui/icon-button.module.css';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  /** The close button's name; by default "Close <title>" from the base catalog, there before the dialog's messages. */
  closeLabel?: string;
  onClose(): void;
  children: ReactNode;
  size?: 'wide' | 'narrow';
  /** The outer dialog locks the page's scroll; nested ones leave that to it. */
  nested?: boolean;
}

/**
 * A real modal: role dialog, labelled by its title, focus trapped, closed by its button, the backdrop or Escape. Its
 * header carries the app's dialog tools (the accessibility options), and the Screen Reader reads it while open.
 */
export function Modal({
  title,
  closeLabel = t('small.closeDialog', { title }),
  onClose,
  children,
  size = 'wide',
  nested = false,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const tools = useDialogTools();
  useFocusTrap(panel, onClose, !nested);
  return (
    <div
      className={nested ? `${styles.backdrop} ${styles.nested}` : styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid={nested ? undefined : 'booking-backdrop'}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        {...READING_LAYER}
        className={`${styles.panel} ${size === 'narrow' ? styles.narrow : ''}`}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.tools}>
            {/* A nested dialog's tools have their own open state: the held one is the outer dialog's, across its stages. */}
            {nested ? <DialogToolOpenContext.Provider value={null}>{tools}</DialogToolOpenContext.Provider> : tools}
            <button type="button" className={`${iconStyles.iconButton} ${styles.close}`} onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
