import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import frame from '../shared/section.module.css';
import styles from './iv-therapy-block.module.css';

const NUTRIENTS = ['ANTIOXIDANTS', 'VITAMINS', 'MINERALS', 'ELECTROLYTES'] as const;
export const CONCIERGE_NOTE = 'Concierge Members: Enjoy special pricing and IV sessions based on your membership tier.';

/**
 * Home section 10 (website.md §2). The concierge note is rendered twice, inside the block and below it,
 * and CSS shows exactly one per layout with display:none on the other, so it is never read twice.
 * The spec's modal that nothing opens is deliberately left out.
 */
export function IvTherapyBlock() {
  return (
    <section className={frame.section} aria-labelledby="iv-title">
      <div className={`${frame.inner} ${styles.block}`}>
        <ul className={styles.nutrients} aria-label="What our infusions contain">
          {NUTRIENTS.map((name) => (
            <li key={name}>
              <h3>{name}</h3>
            </li>
          ))}
        </ul>
        <h2 id="iv-title" className={styles.headline}>
          We offer a large variety of vitamin intravenous infusions
        </h2>
        <p className={styles.tagline}>Custom IV Therapies for Optimal Health</p>
        <div className={frame.actions}>
          <Link to="/iv-therapy" className={buttonClass('primary')}>
            VIEW IV THERAPY MENU
          </Link>
          <BookButton variant="secondary">BOOK A SESSION</BookButton>
        </div>
        <p className={`${styles.note} ${styles.noteInside}`} data-testid="iv-note-narrow">
          {CONCIERGE_NOTE}
        </p>
      </div>
      <p className={`${styles.note} ${styles.noteBelow}`} data-testid="iv-note-wide">
        {CONCIERGE_NOTE}
      </p>
    </section>
  );
}
