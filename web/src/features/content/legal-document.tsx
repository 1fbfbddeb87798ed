import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { LegalSection } from '../../content/types';
import styles from './legal-document.module.css';


/** Long-form legal text: one <h2> per section, in the order given. */
export function LegalDocument({ sections, children }: { sections: readonly LegalSection[]; children?: ReactNode }) {
  return (
    <div className={styles.document}>
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Fragment>
      ))}
      {children}
    </div>
  );
}
