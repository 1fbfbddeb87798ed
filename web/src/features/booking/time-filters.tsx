import { type PartOfDay, type ProviderKind, type TimeFilters, type TimeFirstAction, type UsDate } from '@clinic/core';
import type { Dispatch } from 'react';
import { NearestClinicField } from './nearest-clinic-field';
import { CLINICS, providerKinds, ROSTER_LANGUAGES, rosterEntry } from './provider-facts';
import { SelectField } from './select-field';
import links from './link-button.module.css';
import styles from './time-filters.module.css';
import { t } from '../../i18n/catalog';
import { dayLabels } from '../../i18n/clinic-dates';
import { spokenLanguages } from '../../i18n/spoken-languages';

const partsOfDay = (): ReadonlyArray<{ id: PartOfDay; name: string }> => [
  { id: 'morning', name: t('booking.morning') },
  { id: 'afternoon', name: t('booking.afternoon') },
];

interface TimeFiltersProps {
  filters: TimeFilters;
  days: readonly UsDate[];
  dispatch: Dispatch<TimeFirstAction>;
}

/**
 * The time-first list's filters, folded under one summary so the times stay on a phone's first screen. Each change
 * narrows the list already in the browser: no request is made (decision 92).
 */
export function TimeFiltersPanel({ filters, days, dispatch }: TimeFiltersProps) {
  const set = (change: Partial<TimeFilters>) => dispatch({ type: 'filtersChanged', filters: change });
  const active = [filters.departmentId, filters.language, filters.kind, filters.partOfDay, filters.date].filter(Boolean).length;
  const only = rosterEntry(filters.providerId);
  const dayOptions = [...new Set([...days, ...(filters.date ? [filters.date] : [])])].map((d) => ({ id: d, name: dayLabels(d).full }));
  return (
    <>
      {only ? (
        <p className={styles.only}>
          {t('booking.timesWith', { name: only.name })}{' '}
          <button type="button" className={links.linkButton} onClick={() => set({ providerId: undefined })}>
            {t('booking.showEveryProvider')}
          </button>
        </p>
      ) : null}
      <details className={styles.panel}>
        <summary className={styles.summary}>
          {active ? t('booking.filterTimesActive', { count: active }) : t('booking.filterTimes')}
        </summary>
        <div className={styles.grid}>
          <SelectField
            id="times-clinic"
            label={t('booking.clinic')}
            placeholder={t('booking.allClinics')}
            value={filters.departmentId ?? ''}
            options={CLINICS.map((c) => ({ id: c.departmentId, name: c.name }))}
            onValue={(v) => set({ departmentId: v || undefined })}
          />
          <NearestClinicField onClinic={(departmentId) => set({ departmentId })} />
          <SelectField
            id="times-language"
            label={t('booking.languageSpoken')}
            placeholder={t('booking.anyLanguage')}
            value={filters.language ?? ''}
            options={ROSTER_LANGUAGES.map((l) => ({ id: l, name: spokenLanguages(l) }))}
            onValue={(v) => set({ language: v || undefined })}
          />
          <SelectField
            id="times-kind"
            label={t('booking.providerType')}
            placeholder={t('booking.anyProviderType')}
            value={filters.kind ?? ''}
            options={providerKinds()}
            onValue={(v) => set({ kind: (v || undefined) as ProviderKind | undefined })}
          />
          <SelectField
            id="times-part-of-day"
            label={t('booking.timeOfDay')}
            placeholder={t('booking.anyTimeOfDay')}
            value={filters.partOfDay ?? ''}
            options={partsOfDay()}
            onValue={(v) => set({ partOfDay: (v || undefined) as PartOfDay | undefined })}
          />
          <SelectField
            id="times-day"
            label={t('booking.day')}
            placeholder={t('booking.anyDay')}
            value={filters.date ?? ''}
            options={dayOptions}
            onValue={(v) => set({ date: (v || undefined) as UsDate | undefined })}
          />
        </div>
      </details>
    </>
  );
}
