import { useId, useState } from 'react';
import { BookButton } from '../../../components/ui/book-button';
import { LinkedText } from '../../../components/ui/linked-text';
import type { FaqItem } from '../../../content/types';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './faq-section.module.css';
import { t } from '../../../i18n/catalog';

/** Home section 7 (website.md §2, §4): an accordion with at most one panel open. */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section className={frame.section} aria-labelledby="faq-title">
      <div className={frame.inner}>
        <SectionHeading id="faq-title" title={t('home.faqTitle')} subtitle={t('home.faqSubtitle')} />
        <div className={styles.list}>
          {items.map((item, i) => {
            const expanded = open === i;
            const panelId = `${baseId}-panel-${i}`;
            return (
              <div key={item.question} className={styles.item}>
                <h3 className={styles.question}>
                  <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : i)}>
                    <span>{item.question}</span>
                    <span className={styles.sign} aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <div id={panelId} className={styles.answer} hidden={!expanded}>
                  <p>
                    <LinkedText text={item.answer} links={item.links} />
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        <div className={styles.cta}>
          <p>{t('home.faqReady')}</p>
          <BookButton>{t('home.faqBook')}</BookButton>
        </div>
      </div>
    </section>
  );
}
