import { useCallback, useId, useRef, useState } from 'react';
import { lazyModule } from '../../app/lazy-module';
import { useDialogToolOpen } from '../../lib/dialog-tools';
import { AccessibilityIcon } from '../../components/icons/icons';
import { useAccessibilitySettings } from './use-accessibility-settings';
import { useDismiss } from './use-dismiss';
import styles from './accessibility-widget.module.css';
import { t } from '../../i18n/catalog';

// The panel and the screen reader are a chunk of their own, asked for as a pointer or the focus reaches the button
// (as the booking buttons do, decision 73) and at the latest on its press: the first load of every page stays
// within its budget (scripts/check-bundle-size.mjs).
const panelModule = lazyModule(
  () => import('./accessibility-panel'),
  (mod) => mod.AccessibilityPanel,
);
const preloadPanel = () => void panelModule.load().catch(() => undefined);

/** The accessibility button and its panel: High Contrast, Color Inversion, Screen Reader, Reset All (website.md §4). */
function AccessibilityToggle({ className, iconSize }: { className: string | undefined; iconSize: number }) {
  const [open, setOpen] = useDialogToolOpen();
  // Renders again once the panel's chunk is in, when the button was pressed before it arrived.
  const [, setPanelLoaded] = useState(false);
  // Subscribed while the button is on the page, not only while its panel is open: the remembered modes apply on
  // load, and a reading started in a dialog still shows on the floating switch after the dialog closes.
  const settings = useAccessibilitySettings();
  const panelId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, button);
  const Panel = panelModule.loaded();
  return (
    <div ref={container} className={className}>
      {open && Panel ? <Panel id={panelId} onClose={close} {...settings} /> : null}
      <button
        ref={button}
        type="button"
        className={styles.fab}
        aria-label={t('a11y.options')}
        aria-expanded={open && Panel !== undefined}
        aria-controls={panelId}
        aria-busy={open && Panel === undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        onClick={() => {
          setOpen((o) => !o);
          if (!panelModule.loaded())
            void panelModule.load().then(
              () => setPanelLoaded(true),
              () => setOpen(false),
            );
        }}
      >
        <AccessibilityIcon size={iconSize} />
      </button>
    </div>
  );
}

/** The floating button at the corner of every page; Escape or a press outside closes its panel. */
export function AccessibilityWidget() {
  return <AccessibilityToggle className={styles.widget} iconSize={26} />;
}

/**
 * The same button and panel in a dialog's header (issue #35 point 4): the floating one is behind the dialog, and this
 * one is inside its focus trap and aria-modal region, so the settings can change mid-booking.
 */
export function DialogAccessibilityButton() {
  return <AccessibilityToggle className={styles.inDialog} iconSize={20} />;
}
