import { useState } from 'react';
import type { Award } from '../../../content/types';
import { MotionToggle } from '../shared/motion-toggle';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './awards-section.module.css';
import { t } from '../../../i18n/catalog';

function Badges({ awards, copy }: { awards: readonly Award[]; copy: boolean }) {
  return (
    <ul className={`${styles.badges} ${copy ? styles.copy : ''}`} aria-hidden={copy ? 'true' : undefined}>
      {awards.map((award) => (
        <li key={award.href}>
          <a
            href={award.href}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
            aria-label={copy ? undefined : t('home.opensInNewTab', { name: award.name })}
          >
            <img src={award.image} alt={copy ? '' : award.name} width={110} height={110} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Home section 9 (website.md §2, §9). At 540 px and below the strip loops for 12 s, linear and infinite;
 * the duplicated set that makes the loop seamless is shown only there and hidden from assistive technology.
 */
export function AwardsSection({ awards }: { awards: readonly Award[] }) {
  // WCAG 2.2.2: the narrow-screen loop runs forever, so it gets a pause control (shown only where it loops).
  const [paused, setPaused] = useState(false);
  return (
    <section className={frame.section} aria-labelledby="awards-title">
      <div className={frame.inner}>
        <SectionHeading id="awards-title" title={t('home.awardsTitle')} subtitle={t('home.awardsSubtitle')} />
        <MotionToggle label={t('home.awardsPause')} paused={paused} onToggle={() => setPaused((p) => !p)} className={styles.loopOnly} />
        <div className={styles.viewport}>
          <div className={`${styles.strip} ${paused ? styles.paused : ''}`} data-testid="awards-strip">
            <Badges awards={awards} copy={false} />
            <Badges awards={awards} copy />
          </div>
        </div>
      </div>
    </section>
  );
}
