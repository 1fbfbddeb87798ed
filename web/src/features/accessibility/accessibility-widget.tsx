import { useEffect, useId, useRef, useState } from 'react';
import { AccessibilityIcon, CloseIcon } from '../../components/icons/icons';
import { useAccessibilitySettings } from './use-accessibility-settings';
import iconStyles from '../../components/ui/icon-button.module.css';
import styles from './accessibility-widget.module.css';

function Switch({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={onToggle}>
      <span>{label}</span>
      <span className={on ? `${styles.track} ${styles.trackOn}` : styles.track} aria-hidden="true" />
    </button>
  );
}

/**
 * The floating accessibility button and its panel: High Contrast, Color Inversion, Screen Reader, Reset All.
 * Escape or a press outside closes the panel.
 */
export function AccessibilityWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { settings, toggle, toggleScreenReader, reset } = useAccessibilitySettings();
  const widget = useRef<HTMLDivElement>(null);
  const fab = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!widget.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      fab.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={widget} className={styles.widget}>
      {open ? (
        <section id={panelId} className={styles.panel} aria-label="Accessibility options">
          <div className={styles.panelHead}>
            <h2 className={styles.title}>Accessibility</h2>
            <button type="button" className={iconStyles.iconButton} aria-label="Close accessibility options" onClick={() => setOpen(false)}>
              <CloseIcon size={18} />
            </button>
          </div>
          <Switch label="High Contrast" on={settings.highContrast} onToggle={() => toggle('highContrast')} />
          <Switch label="Color Inversion" on={settings.colorInversion} onToggle={() => toggle('colorInversion')} />
          <Switch label="Screen Reader" on={settings.screenReader} onToggle={toggleScreenReader} />
          <button type="button" className={styles.reset} onClick={reset}>
            Reset All
          </button>
        </section>
      ) : null}
      <button
        ref={fab}
        type="button"
        className={styles.fab}
        aria-label="Accessibility options"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <AccessibilityIcon size={26} />
      </button>
    </div>
  );
}
