import { t } from '../../i18n/catalog';
import styles from './provider-avatar.module.css';

/** "Elena Vasquez, MD" → "EV": the initials shown in place of a staff photo. */
export function initialsOf(name: string): string {
  const [person = ''] = name.split(',');
  return person
    .trim()
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

interface ProviderAvatarProps {
  name: string;
  size?: number;
  /** The bundled photo, when the practice supplied one. */
  image?: string | undefined;
  imageSrcSet?: string | undefined;
  /** Above the fold (a profile's header): load at once instead of lazily. */
  eager?: boolean;
}

/**
 * The provider's photo, or their initials on a navy circle when there is none; the initials say they are a
 * placeholder, so no text claims a photo that does not exist.
 */
export function ProviderAvatar({ name, size = 96, image, imageSrcSet, eager = false }: ProviderAvatarProps) {
  if (image) {
    return (
      <img
        src={image}
        srcSet={imageSrcSet}
        sizes={imageSrcSet ? `${size}px` : undefined}
        alt={t('card.provider.photoOf', { name })}
        width={size}
        height={size}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={`${styles.avatar} ${styles.photo}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('card.provider.placeholder', { name })}
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.36 }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
