import styles from './provider-avatar.module.css';

/** "Elena Vasquez, MD" → "EV": the initials shown in place of a staff photo. */
export function initialsOf(name: string): string {
  const [person = ''] = name.split(',');
  return person.trim().split(/\s+/).map((part) => part.charAt(0).toUpperCase()).slice(0, 2).join('');
}

/** An initials avatar on a navy circle, announced as a picture of the named provider. */
export function ProviderAvatar({ name, size = 96 }: { name: string; size?: number }) {
  return (
    <span role="img" aria-label={`Portrait placeholder for ${name}`} className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.36 }}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
