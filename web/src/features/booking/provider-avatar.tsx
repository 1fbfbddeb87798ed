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
  return (
    <span className={`${size} ${styles.initials}`} aria-hidden="true">
      {initials}
    </span>
  );
}
