import type { ReactNode } from 'react';
import { PageMeta, type PageMetaProps } from '../seo/page-meta';
import styles from './content-page.module.css';

/** The frame of every content page: its head tags and the single <main id="main"> landmark. */
export function ContentPage({ meta, children }: { meta: PageMetaProps; children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <PageMeta {...meta} />
      {children}
    </main>
  );
}
