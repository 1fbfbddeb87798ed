import {
  canSearch,
  isProviderDropdownDisabled,
  isReasonDropdownDisabled,
  OFFICE_PHONE,
  OFFICE_PHONE_TEL,
  type SearchAction,
  type SearchState,
} from '@clinic/core';
import type { Dispatch } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { BookingChoices } from './booking-choices';
import { ProviderPicker } from './provider-picker';
import styles from './search-form.module.css';
import boxes from './error-box.module.css';
import controls from './form-controls.module.css';
import stepActions from './step-actions.module.css';
import layout from './step-layout.module.css';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';

/** The search screen's choices, reset and search (booking.md §2, step 1); every rule comes from the core. */
export function SearchForm({ state, dispatch }: { state: SearchState; dispatch: Dispatch<SearchAction> }) {
  return (
    <form
      className={layout.stepForm}
      aria-label={t('booking.findAppointment')}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'searchRequested' });
      }}
    >
      <BookingChoices mode={state.mode} patientType={state.patientType} dispatch={dispatch} />
      {state.departmentsFailed ? (
        <div className={boxes.errorBox} role="alert">
          <p>{richMessage('booking.locationsFailed', { phone: <a href={OFFICE_PHONE_TEL}>{OFFICE_PHONE}</a> })}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => dispatch({ type: 'departmentsRetried' })}>
            {t('booking.tryAgain')}
          </button>
        </div>
      ) : null}
      <div className={styles.dropdowns}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="booking-location">
            {t('booking.location')}
          </label>
          <select
            id="booking-location"
            className={controls.select}
            value={state.departmentId ?? ''}
            aria-busy={state.loading.departments}
            onChange={(e) => e.target.value && dispatch({ type: 'locationChosen', departmentId: e.target.value })}
          >
            <option value="">{state.loading.departments ? t('booking.loadingLocations') : t('booking.selectLocation')}</option>
            {state.departmentGroups.map((g) => (
              <optgroup key={g.city} label={g.city}>
                {g.departments.map((d) => (
                  <option key={d.departmentid} value={d.departmentid}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <ProviderPicker
          providers={state.providers}
          value={state.providerId}
          disabled={isProviderDropdownDisabled(state)}
          loading={state.loading.providers}
          onChange={(providerId) => dispatch({ type: 'providerChosen', providerId })}
        />
        {state.mode === 'appointment' ? (
          <div className={controls.field}>
            <label className={controls.label} htmlFor="booking-reason">
              {t('booking.reason')}
            </label>
            <select
              id="booking-reason"
              className={controls.select}
              value={state.reasonId ?? ''}
              disabled={isReasonDropdownDisabled(state)}
              aria-busy={state.loading.appointmentReasons}
              onChange={(e) => e.target.value && dispatch({ type: 'reasonChosen', reasonId: Number(e.target.value) })}
            >
              <option value="">{state.loading.appointmentReasons ? t('booking.loadingReasons') : t('booking.selectReason')}</option>
              {state.reasons.map((r) => (
                <option key={r.reasonid} value={r.reasonid}>
                  {r.reason}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className={stepActions.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={() => dispatch({ type: 'reset' })}>
          {t('booking.reset')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={!canSearch(state)} aria-busy={state.loading.slots}>
          {state.loading.slots ? t('booking.searching') : t('booking.search')}
        </button>
      </div>
    </form>
  );
}
