import type { FaqItem } from '../../content/types';
import styles from './faq-list.module.css';

/** Questions as native disclosure widgets: keyboard and screen-reader support come with the element. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
