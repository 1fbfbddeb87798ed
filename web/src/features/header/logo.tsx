import { SITE_NAME } from '../../content/site';
import styles from './header.module.css';

/** The practice's wordmark: a drawn mark (no image request) and the name. */
export function Logo() {
  return (
    <span className={styles.logoInner}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="var(--color-navy)" />
        <path d="M7 25 14 14l5 7 3-4 7 8z" fill="var(--color-cream)" />
        <path d="M16 8h4v3h3v4h-3v3h-4v-3h-3v-4h3z" fill="var(--color-gold-light, #e6c77a)" />
      </svg>
      <span className={styles.logoText}>{SITE_NAME}</span>
    </span>
  );
}
