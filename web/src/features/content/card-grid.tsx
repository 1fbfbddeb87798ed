import type { ReactNode } from 'react';
import styles from './cards.module.css';

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A responsive list of cards: one list item per entry, so screen readers announce the count. */
export function CardGrid<T>({ items, keyOf, children }: CardGridProps<T>) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
