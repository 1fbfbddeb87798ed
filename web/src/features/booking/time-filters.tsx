import { clinicDayLabel, type PartOfDay, type ProviderKind, type TimeFilters, type TimeFirstAction, type UsDate } from '@clinic/core';
import type { Dispatch } from 'react';
import { NearestClinicField } from './nearest-clinic-field';
import { CLINICS, PROVIDER_KINDS, ROSTER_LANGUAGES, rosterEntry } from './provider-facts';
import { SelectField } from './select-field';
import links from './link-button.module.css';
import styles from './time-filters.module.css';

const PARTS_OF_DAY: ReadonlyArray<{ id: PartOfDay; name: string }> = [
  { id: 'morning', name: 'Morning (before noon)' },
  { id: 'afternoon', name: 'Afternoon' },
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
  const dayOptions = [...new Set([...days, ...(filters.date ? [filters.date] : [])])].map((d) => ({ id: d, name: clinicDayLabel(d).full }));
  return (
    <>
      {only ? (
        <p className={styles.only}>
          Times with {only.name}.{' '}
          <button type="button" className={links.linkButton} onClick={() => set({ providerId: undefined })}>
            Show every provider
          </button>
        </p>
      ) : null}
      <details className={styles.panel}>
        <summary className={styles.summary}>Filter times{active ? ` (${active})` : ''}</summary>
        <div className={styles.grid}>
          <SelectField
            id="times-clinic"
            label="Clinic"
            placeholder="All clinics"
            value={filters.departmentId ?? ''}
            options={CLINICS.map((c) => ({ id: c.departmentId, name: c.name }))}
            onValue={(v) => set({ departmentId: v || undefined })}
          />
          <NearestClinicField onClinic={(departmentId) => set({ departmentId })} />
          <SelectField
            id="times-language"
            label="Language spoken"
            placeholder="Any language"
            value={filters.language ?? ''}
            options={ROSTER_LANGUAGES.map((l) => ({ id: l, name: l }))}
            onValue={(v) => set({ language: v || undefined })}
          />
          <SelectField
            id="times-kind"
            label="Provider type"
            placeholder="Any provider type"
            value={filters.kind ?? ''}
            options={PROVIDER_KINDS}
            onValue={(v) => set({ kind: (v || undefined) as ProviderKind | undefined })}
          />
          <SelectField
            id="times-part-of-day"
            label="Time of day"
            placeholder="Any time of day"
            value={filters.partOfDay ?? ''}
            options={PARTS_OF_DAY}
            onValue={(v) => set({ partOfDay: (v || undefined) as PartOfDay | undefined })}
          />
          <SelectField
            id="times-day"
            label="Day"
            placeholder="Any day"
            value={filters.date ?? ''}
            options={dayOptions}
            onValue={(v) => set({ date: (v || undefined) as UsDate | undefined })}
          />
        </div>
      </details>
    </>
  );
}
