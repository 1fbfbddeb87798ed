import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

/** Class names of the site's pill button, for <button>, <a> and <Link> alike. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal', extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? ''].filter(Boolean).join(' ');
}
