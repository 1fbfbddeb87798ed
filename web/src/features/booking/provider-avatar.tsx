import styles from './provider-avatar.module.css';

/** The provider's bundled photo, or their initials on navy when there is none (booking.md §2). */
export function ProviderAvatar({ name, image, small }: { name: string; image?: string | undefined; small?: boolean }) {
  const size = small ? `${styles.avatar} ${styles.small}` : styles.avatar;
  if (image) return <img className={size} src={image} alt="" width={72} height={72} />;
  const initials = name
    .replace(/^(Dr\.?\s+)/i, '')
    .split(/[\s,]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  // Drawn from an attribute, not text: a row named by aria-label must show no text its name lacks (axe,
  // label-content-name-mismatch), and the initials are decoration the name already spells out.
  return <span className={`${size} ${styles.initials}`} aria-hidden="true" data-initials={initials} />;
}
