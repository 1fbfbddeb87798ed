import { CloseIcon } from '../../components/icons/icons';
import { t } from '../../i18n/catalog';
import { NOT_READ } from '../../lib/reading-layer';
import { toggleSpeech } from './screen-reader';
import type { useAccessibilitySettings } from './use-accessibility-settings';
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

type PanelProps = ReturnType<typeof useAccessibilitySettings> & { id: string; onClose: () => void };

/** The three toggles and Reset All (website.md §4), over the page's one set of settings; never read out itself. */
export function AccessibilityPanel({ id, onClose, settings, toggle, toggleScreenReader, reset }: PanelProps) {
  return (
    <section id={id} className={styles.panel} aria-label={t('a11y.options')} {...NOT_READ}>
      <div className={styles.panelHead}>
        <h2 className={styles.title}>{t('a11y.title')}</h2>
        <button type="button" className={iconStyles.iconButton} aria-label={t('a11y.close')} onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      <Switch label={t('a11y.highContrast')} on={settings.highContrast} onToggle={() => toggle('highContrast')} />
      <Switch label={t('a11y.colorInversion')} on={settings.colorInversion} onToggle={() => toggle('colorInversion')} />
      <Switch label={t('a11y.screenReader')} on={settings.screenReader} onToggle={() => toggleScreenReader(toggleSpeech)} />
      <button type="button" className={styles.reset} onClick={reset}>
        {t('a11y.resetAll')}
      </button>
    </section>
  );
}
