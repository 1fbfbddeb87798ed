import styles from './search-overlay.module.css';

export interface SearchResultItem {
  key: string;
  label: string;
  hint: string;
  link: string;
}

/** One titled group of results (Services or Providers); hidden when it has none. */
export function SearchResultGroup({
  heading,
  items,
  onPick,
}: {
  heading: string;
  items: SearchResultItem[];
  onPick: (link: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>{heading}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.link}
              className={styles.result}
              onClick={(event) => {
                event.preventDefault();
                onPick(item.link);
              }}
            >
              <span className={styles.resultLabel}>{item.label}</span>
              <span className={styles.resultHint}>{item.hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
