import { Modal } from './modal';
import styles from './legal-dialog.module.css';

export type LegalDocument = 'privacy' | 'terms';

const SUMMARIES: Record<LegalDocument, { title: string; href: string; points: string[] }> = {
  privacy: {
    title: 'Privacy Policy',
    href: '/privacy-policy',
    points: [
      'We use the details you enter only to schedule and confirm your visit and to contact you about it.',
      'Your health and contact information is protected as required by HIPAA and California law.',
      'We never sell your information, and we share it only with your care team and your insurer as needed for your care.',
    ],
  },
  terms: {
    title: 'Terms of Use',
    href: '/terms',
    points: [
      'Online booking is for non-emergency care. In an emergency, call 911.',
      'You must be at least 13 years old and authorized to provide the information you enter.',
      'Please call our office if you need to cancel or change an appointment.',
    ],
  },
};

/** A short summary of the Privacy Policy or the Terms of Use over the booking dialog, linking to the full page. */
export function LegalDialog({ document, onClose }: { document: LegalDocument; onClose(): void }) {
  const doc = SUMMARIES[document];
  return (
    <Modal title={doc.title} onClose={onClose} size="narrow" nested>
      <ul className={styles.legalList}>
        {doc.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>
        <a href={doc.href} target="_blank" rel="noopener">
          Read the full {doc.title} (opens in a new tab)
        </a>
      </p>
    </Modal>
  );
}
