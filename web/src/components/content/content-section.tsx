import { useId, type ReactNode } from 'react';
import { LinkedText } from '../ui/linked-text';
import styles from './content-section.module.css';

interface ContentSectionProps {
  title: string;
  id?: string;
  intro?: string;
  tone?: 'cream' | 'white';
  children: ReactNode;
}

/** A titled band of a content page; the <h2> names the section for assistive technology. */
export function ContentSection({ title, id, intro, tone = 'cream', children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro ? (
          <p className={styles.intro}>
            <LinkedText text={intro} />
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
