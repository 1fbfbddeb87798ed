import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { LegalSection } from '../../content/types';
import { LinkedText } from '../ui/linked-text';
import styles from './legal-document.module.css';

/**
 * Long-form legal text: one <h2> per section, in the order given; phone and e-mail are links. A translation first
 * shows its `governingNote`: the English version governs (issue #37).
 */
export function LegalDocument({
  sections,
  governingNote,
  children,
}: {
  sections: readonly LegalSection[];
  governingNote?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={styles.document}>
      {governingNote ? <p className={styles.governingNote}>{governingNote}</p> : null}
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={paragraph} />
            </p>
          ))}
        </Fragment>
      ))}
      {children}
    </div>
  );
}
