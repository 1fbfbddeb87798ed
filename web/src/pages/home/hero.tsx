import { Link } from 'react-router-dom';
import { BookButton } from '../../components/ui/book-button';
import { buttonClass } from '../../components/ui/button-class';
import { CLAIMS } from '../../content/site';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';

/** Home section 1 (website.md §2): the heading and the two calls to action. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Primary care in Glendale, Burbank &amp; La Canada</p>
        <h1 id="hero-heading" className={styles.heading}>
          ELEVATE YOUR HEALTH WITH EXPERT CARE
        </h1>
        <p className={styles.lede}>
          {CLAIMS.boardCertifiedPhysicians} board-certified physicians and {CLAIMS.advancedPracticeProviders} advanced practice providers,
          caring for families in the foothills since {CLAIMS.since}.
        </p>
        <div className={styles.actions}>
          <Link to="/provider" className={buttonClass('secondary')}>
            MEET OUR DOCTORS
          </Link>
          <BookButton>BOOK AN APPOINTMENT</BookButton>
        </div>
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
}
