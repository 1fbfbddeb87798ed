import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import type { Insurer } from '../../../content/types';
import { MotionToggle } from '../shared/motion-toggle';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './insurance-section.module.css';
import { t } from '../../../i18n/catalog';

const REASONS: readonly { title: string; text: string }[] = [
  {
    title: 'Board-certified physicians',
    text: `${CLAIMS.boardCertifiedPhysicians} internal medicine physicians and ${CLAIMS.advancedPracticeProviders} advanced practice providers.`,
  },
  { title: 'Same-day appointments', text: 'Same-day appointments for urgent needs, and online booking at any hour.' },
  { title: 'Three convenient clinics', text: 'Glendale, Burbank and La Canada, open Monday to Friday.' },
  { title: 'Testing under one roof', text: 'On-site laboratory, X-ray and ultrasound, so results come sooner.' },
  { title: 'Experienced care', text: `${CLAIMS.averageExperience} of average experience and ${CLAIMS.fiveStarReviews} five-star reviews.` },
  {
    title: 'Concierge options',
    text: `Membership medicine for more time and direct access, chosen by ${CLAIMS.conciergeMembers} members.`,
  },
];

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
export function InsuranceSection({ insurers }: { insurers: readonly Insurer[] }) {
  // WCAG 2.2.2: anything that moves for more than five seconds needs a way to stop it.
  const [paused, setPaused] = useState(false);
  return (
    <section className={`${frame.section} ${frame.cream}`} aria-labelledby="insurance-title">
      <div className={frame.inner}>
        <SectionHeading id="insurance-title" title={t('home.insuranceTitle')} />
        {/* The second, hidden set makes the loop seamless; it is invisible to assistive technology. */}
        <MotionToggle label="Pause logo animation" paused={paused} onToggle={() => setPaused((p) => !p)} />
        <div className={styles.marquee}>
          <div className={`${styles.belt} ${paused ? styles.paused : ''}`}>
            <Logos insurers={insurers} copy={false} />
            <Logos insurers={insurers} copy />
          </div>
        </div>
        <h2 className={styles.reasonsTitle}>WHY PATIENTS CHOOSE US</h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={frame.card}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className={frame.actions}>
          <BookButton>SCHEDULE YOUR VISIT</BookButton>
          <Link to="/provider" className={buttonClass('secondary')}>
            MEET OUR PHYSICIANS
          </Link>
        </div>
      </div>
    </section>
  );
}
