import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import type { Reason } from '../../../content/home/why-us';
import type { Insurer } from '../../../content/types';
import { MotionToggle } from '../shared/motion-toggle';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './insurance-section.module.css';
import { t } from '../../../i18n/catalog';

function Logos({ insurers, copy }: { insurers: readonly Insurer[]; copy: boolean }) {
  return (
    <ul className={styles.logos} aria-hidden={copy ? 'true' : undefined}>
      {insurers.map((insurer) => (
        <li key={insurer.name}>
          <img
            src={insurer.logo}
            alt={copy ? '' : insurer.name}
            width={insurer.width}
            height={insurer.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/** Home section 3 (website.md §2, §9): the insurers' logo marquee and the reasons to choose the practice. */
export function InsuranceSection({ insurers, reasons }: { insurers: readonly Insurer[]; reasons: readonly Reason[] }) {
  // WCAG 2.2.2: anything that moves for more than five seconds needs a way to stop it.
  const [paused, setPaused] = useState(false);
  return (
    <section className={`${frame.section} ${frame.cream}`} aria-labelledby="insurance-title">
      <div className={frame.inner}>
        <SectionHeading id="insurance-title" title={t('home.insuranceTitle')} />
        {/* The second, hidden set makes the loop seamless; it is invisible to assistive technology. */}
        <MotionToggle label={t('home.insurancePause')} paused={paused} onToggle={() => setPaused((p) => !p)} />
        <div className={styles.marquee}>
          <div className={`${styles.belt} ${paused ? styles.paused : ''}`}>
            <Logos insurers={insurers} copy={false} />
            <Logos insurers={insurers} copy />
          </div>
        </div>
        <h2 className={styles.reasonsTitle}>{t('home.reasonsTitle')}</h2>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title} className={frame.card}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className={frame.actions}>
          <BookButton>{t('home.scheduleVisit')}</BookButton>
          <Link to="/provider" className={buttonClass('secondary')}>
            {t('home.meetPhysicians')}
          </Link>
        </div>
      </div>
    </section>
  );
}
