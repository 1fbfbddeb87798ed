import type { CSSProperties, ReactNode } from 'react';
import { gridColumnsFor } from './grid-columns';
import styles from './cards.module.css';

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/**
 * A responsive list of cards: one list item per entry, so screen readers announce the count. On wide screens the
 * grid has as many columns as its cards fill best (gridColumnsFor), so three cards never sit in four columns.
 */
export function CardGrid<T>({ items, keyOf, children }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} style={{ '--grid-columns': gridColumnsFor(items.length) } as CSSProperties}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
