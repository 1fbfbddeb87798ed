import {
  OFFICE_PHONE,
  OFFICE_PHONE_TEL,
  TIME_FIRST_MESSAGES,
  timesCountMessage,
  type OpenSlot,
  type SearchAction,
  type SearchState,
} from '@clinic/core';
import type { Dispatch } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { t } from '../../i18n/catalog';
import type { GroupTimes } from './hooks/use-group-times';
import { BookingChoices } from './booking-choices';
import { isConciergeProvider, rosterEntry } from './provider-facts';
import { TimeFiltersPanel } from './time-filters';
import { TimeList } from './time-list';
import styles from './soonest-times.module.css';
import boxes from './error-box.module.css';
import controls from './form-controls.module.css';
import layout from './step-layout.module.css';
import panel from './status-panel.module.css';
import { coreText } from '../../i18n/core-text';

interface SoonestTimesProps {
  search: Pick<SearchState, 'mode' | 'patientType'>;
  dispatch: Dispatch<SearchAction>;
  group: GroupTimes;
  /** The wizard's notice, e.g. after a lost race. */
  notice: string | undefined;
  onChoose(slot: OpenSlot): void;
  onChooseProvider(): void;
}

/**
 * Step 1 as the dialog opens (issue #31): the group's soonest times across the three clinics, filtered in the browser;
 * "Choose a provider" leads to the search screen of booking.md §2, word for word.
 */
export function SoonestTimes({ search, dispatch, group, notice, onChoose, onChooseProvider }: SoonestTimesProps) {
  const { filters } = group;
  const concierge = isConciergeProvider(filters.providerId);
  return (
    <section className={styles.soonest} aria-labelledby="soonest-times-title">
      <BookingChoices mode={search.mode} patientType={search.patientType} dispatch={dispatch} />
      <div className={styles.head}>
        <h3 id="soonest-times-title" className={layout.stepTitle}>
          {coreText(TIME_FIRST_MESSAGES.title)}
        </h3>
        <button type="button" className={buttonClass('secondary', 'small')} onClick={onChooseProvider}>
          {coreText(TIME_FIRST_MESSAGES.chooseProvider)}
        </button>
      </div>
      {notice ? (
        <p className={boxes.notice} role="alert">
          {coreText(notice)}
        </p>
      ) : null}
      {concierge ? <ConciergeOnly name={rosterEntry(filters.providerId)?.name ?? ''} /> : <Times group={group} onChoose={onChoose} />}
      <p className={controls.hint}>{t('booking.clinicTimeNote')}</p>
    </section>
  );
}

function Times({ group, onChoose }: { group: GroupTimes; onChoose(slot: OpenSlot): void }) {
  const { view, filters, dispatch } = group;
  if (view.loading) return <p className={panel.loading}>{coreText(TIME_FIRST_MESSAGES.loading)}</p>;
  if (view.freshness.kind === 'unavailable') {
    return (
      <p className={boxes.notice} role="alert">
        {coreText(view.freshness.message)} <a href={OFFICE_PHONE_TEL}>{OFFICE_PHONE}</a>.
      </p>
    );
  }
  return (
    <>
      <TimeFiltersPanel filters={filters} days={view.days} dispatch={dispatch} />
      <p className={styles.status} role="status">
        {coreText(timesCountMessage(view.times.length))}
        {view.freshness.kind === 'stale' ? <span className={styles.asOf}> · {coreText(view.freshness.message)}</span> : null}
      </p>
      {view.times.length === 0 ? <p className={panel.message}>{coreText(TIME_FIRST_MESSAGES.noMatch)}</p> : null}
      <TimeList times={view.times} onChoose={onChoose} />
    </>
  );
}

function ConciergeOnly({ name }: { name: string }) {
  return (
    <div className={styles.concierge}>
      <p>
        {name} {coreText(TIME_FIRST_MESSAGES.conciergeOnly)}
      </p>
      <a className={buttonClass()} href="/concierge-medicine">
        {coreText(TIME_FIRST_MESSAGES.conciergeLink)}
      </a>
    </div>
  );
}
