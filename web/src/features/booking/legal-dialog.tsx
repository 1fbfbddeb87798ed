import { Modal } from './modal';
import styles from './legal-dialog.module.css';
import { activeLanguage, t } from '../../i18n/catalog';
import { localizedPath } from '../../i18n/languages';

export type LegalDocument = 'privacy' | 'terms';

// Read when shown: the page's language is known by then.
const summaries = (): Record<LegalDocument, { title: string; href: string; points: string[] }> => ({
  privacy: {
    title: t('booking.privacyPolicy'),
    href: localizedPath('/privacy-policy', activeLanguage()),
    points: [t('booking.legalPrivacy1'), t('booking.legalPrivacy2'), t('booking.legalPrivacy3')],
  },
  terms: {
    title: t('booking.termsOfUse'),
    href: localizedPath('/terms', activeLanguage()),
    points: [t('booking.legalTerms1'), t('booking.legalTerms2'), t('booking.legalTerms3')],
  },
});

/** A short summary of the Privacy Policy or the Terms of Use over the booking dialog, linking to the full page. */
export function LegalDialog({ document, onClose }: { document: LegalDocument; onClose(): void }) {
  const doc = summaries()[document];
  return (
    <Modal title={doc.title} closeLabel={t('booking.closeDialog', { title: doc.title })} onClose={onClose} size="narrow" nested>
      <ul className={styles.legalList}>
        {doc.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>
        <a href={doc.href} target="_blank" rel="noopener">
          {t('booking.legalReadFull', { title: doc.title })}
        </a>
      </p>
    </Modal>
  );
}
