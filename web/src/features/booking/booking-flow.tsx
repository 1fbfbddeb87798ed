import { clinicDateOf, searchPrompt, TIME_FIRST_MESSAGES, type OpenSlot } from '@clinic/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBookingPath, type BookingPath } from './use-booking-path';
import { useBookingSearch, useSearchLoads } from './hooks/use-booking-search';
import { useBookingWizard } from './hooks/use-booking-wizard';
import { useCore } from './hooks/core-provider';
import { useGroupTimes } from './hooks/use-group-times';
import type { OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';
import { ChosenTime } from './chosen-time';
import { ConfirmationStep } from './confirmation-step';
import { InsuranceStep } from './insurance-step';
import { PatientStep } from './patient-step';
import { rosterProvider } from './provider-facts';
import { SearchForm } from './search-form';
import { SoonestTimes } from './soonest-times';
import { StepProgress } from './step-progress';
import { TimeStep } from './time-step';
import { Toast } from './toast';
import { requestedProviderId, usePreselection } from './use-preselection';
import { useFunnel } from './use-funnel';
import styles from './booking-flow.module.css';
import boxes from './error-box.module.css';
import links from './link-button.module.css';
import panel from './status-panel.module.css';
import { t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';

/**
 * The dialog's content: the soonest times (or, on "Choose a provider", the search screen with its time picker), then
 * patient details, insurance and confirmation.
 */
export function BookingFlow({
  request,
  onClose,
  onTyping,
}: {
  request: OpenAppointmentDialogDetail;
  onClose(): void;
  /** Told whether the patient is on step 2 or 3, with details a close would lose. */
  onTyping?(typing: boolean): void;
}) {
  const { clock } = useCore();
  const [search, dispatch] = useBookingSearch();
  const root = useRef<HTMLDivElement>(null);
  const [path, setPath] = useBookingPath(root);
  const [preselected] = useState(() => ({ providerId: requestedProviderId(request), departmentId: request.departmentId }));
  const group = useGroupTimes({ patientType: search.patientType, mode: search.mode }, preselected);
  // The locations are asked for once the soonest times show (or on "Choose a provider"), not beside them: their
  // answer re-rendered the dialog before the times painted (decision 106).
  useSearchLoads(search.loads, dispatch, path === 'time_first' && group.view.loading);
  // The time being booked and how it was found: a lost race refreshes the list it came from, without it.
  const chosen = useRef<{ slot: OpenSlot; path: BookingPath }>(undefined);
  const timesDispatch = group.dispatch;
  const onSlotTaken = useCallback(() => {
    const lost = chosen.current;
    if (lost?.path === 'time_first') timesDispatch({ type: 'slotTaken', appointmentId: lost.slot.appointmentid });
    else dispatch({ type: 'searchRequested' });
  }, [dispatch, timesDispatch]);
  const timeFirst = path === 'time_first';
  const wizard = useBookingWizard({
    mode: search.mode,
    patientType: search.patientType,
    // A time-first slot is already one this patient may book (the index applied booking.md §4): its own type is
    // booked, and no reason is guessed for a provider whose reasons were never loaded.
    types: timeFirst ? [] : search.appointmentTypes,
    reasons: timeFirst ? [] : search.reasons,
    onSlotTaken,
    ...(request.service ? { service: request.service } : {}),
  });
  usePreselection(search, dispatch, request);
  const funnel = useFunnel(timeFirst && group.view.times.length > 0);
  const choose = (slot: OpenSlot) => {
    chosen.current = { slot, path };
    funnel.timeChosen(path);
    wizard.chooseSlot(slot);
  };
  const dismissToast = useCallback(() => dispatch({ type: 'toastDismissed' }), [dispatch]);
  const { step, details, appointment, notice } = wizard.state;
  useEffect(() => onTyping?.(step === 2 || step === 3), [step, onTyping]);
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (search.loading.slots || search.showResults) results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [search.loading.slots, search.showResults]);
  const searching = useRef(false);
  useEffect(() => {
    // When a search ends, the focus goes to what it found (the times' heading) or to its message, never to the page.
    const ended = searching.current && !search.loading.slots;
    searching.current = search.loading.slots;
    if (!ended) return;
    const target = results.current?.querySelector<HTMLElement>('h3, [data-search-outcome]');
    target?.setAttribute('tabindex', '-1');
    // Scrolled again now that the times are there: the scroll when the search began could not bring the results
    // to the top while they were one line long, and focus alone only nudges the heading to the bottom edge.
    results.current?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [search.loading.slots]);
  const firstStep = useRef(true);
  useEffect(() => {
    // Each new step announces itself by taking focus on its heading.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // A step reached with an error (step 3 after a failed booking) gives the focus to that error instead.
    const error = root.current?.querySelector<HTMLElement>('[data-error-box]');
    const heading = root.current?.querySelector<HTMLElement>('h3');
    heading?.setAttribute('tabindex', '-1');
    (error ?? heading ?? root.current?.querySelector<HTMLElement>('input, select, button'))?.focus();
  }, [step]);

  const providerId = details?.providerid ?? search.providerId;
  const provider = search.providers.find((p) => p.providerid === providerId) ?? rosterProvider(providerId);
  const prompt = searchPrompt(search);
  return (
    <div ref={root}>
      <StepProgress step={step} />
      {step === 1 && timeFirst ? (
        <SoonestTimes
          search={search}
          dispatch={dispatch}
          group={group}
          notice={notice}
          onChoose={choose}
          onChooseProvider={() => setPath('by_provider')}
        />
      ) : null}
      {step === 1 && !timeFirst ? (
        <>
          <button
            type="button"
            className={`${links.linkButton} ${links.alone} ${styles.backToTimes}`}
            onClick={() => setPath('time_first')}
          >
            {coreText(TIME_FIRST_MESSAGES.backToTimes)}
          </button>
          <SearchForm state={search} dispatch={dispatch} />
          <div ref={results} className={styles.results} aria-live="polite" aria-busy={search.loading.slots}>
            {search.loading.slots ? <p className={panel.loading}>{t('booking.searchingTimes')}</p> : null}
            {!search.loading.slots && search.message ? (
              <p className={panel.message} data-search-outcome>
                {coreText(search.message)}
              </p>
            ) : null}
            {!search.loading.slots && !search.showResults && notice ? (
              <p className={boxes.notice} role="alert">
                {coreText(notice)}
              </p>
            ) : null}
            {!search.loading.slots && prompt ? <p className={panel.prompt}>{coreText(prompt)}</p> : null}
            {!search.loading.slots && search.showResults ? (
              <TimeStep provider={provider} days={search.slotDays} notice={notice} onChoose={choose} />
            ) : null}
          </div>
        </>
      ) : null}
      {(step === 2 || step === 3) && details ? <ChosenTime details={details} provider={provider} /> : null}
      {step === 2 ? (
        <PatientStep wizard={funnel.tracked(wizard)} today={clinicDateOf(clock.now())} patientType={search.patientType} />
      ) : null}
      {step === 3 ? <InsuranceStep wizard={wizard} /> : null}
      {step === 4 && details && appointment ? (
        <ConfirmationStep
          details={details}
          appointmentId={appointment.appointmentid}
          provider={provider}
          now={clock.now()}
          department={search.departments.find((d) => d.departmentid === details.departmentid)}
          onDone={onClose}
        />
      ) : null}
      <Toast toast={search.toast} onDismiss={dismissToast} />
    </div>
  );
}
