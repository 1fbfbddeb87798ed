import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Light text for sections on a navy background. */
  tone?: 'dark' | 'light';
}

/** The h2 and optional subheading every home section opens with; `id` labels the section. */
export function SectionHeading({ id, title, subtitle, tone = 'dark' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${tone === 'light' ? styles.light : ''}`}>
      <h2 id={id}>{title}</h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
