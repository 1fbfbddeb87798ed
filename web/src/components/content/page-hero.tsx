import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  image?: HeroImage;
  children?: ReactNode;
}

/** The top band of a content page; it holds the page's only <h1>. */
export function PageHero({ title, eyebrow, lead, image, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        {image ? <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} /> : null}
      </div>
    </header>
  );
}
