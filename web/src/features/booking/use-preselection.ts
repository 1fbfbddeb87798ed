import { matchProvider, type SearchAction, type SearchState } from '@clinic/core';
import { useEffect, useRef, type Dispatch } from 'react';
import { providers as roster } from '../../content/providers';
import type { OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';

/** A name from a "Book with …" button becomes the roster's scheduler id when the site knows the provider. */
export function requestedProviderId(request: OpenAppointmentDialogDetail): string | undefined {
  if (request.providerId) return request.providerId;
  const needle = request.providerName?.replace(/,.*$/, '').trim().toLowerCase();
  return needle ? roster.find((p) => p.name.toLowerCase().startsWith(needle))?.schedulerProviderId : undefined;
}

/** Applies the event's pre-selection once: IV mode if asked, the location (given, or the provider's), then the provider. */
export function usePreselection(state: SearchState, dispatch: Dispatch<SearchAction>, request: OpenAppointmentDialogDetail): void {
  const stage = useRef<'location' | 'provider' | 'done'>(
    request.providerId || request.providerName || request.departmentId ? 'location' : 'done',
  );
  const providerId = requestedProviderId(request);
  const ivAsked = useRef(request.bookingType === 'iv');
  useEffect(() => {
    if (!ivAsked.current) return;
    ivAsked.current = false;
    dispatch({ type: 'bookingTypeChanged', mode: 'iv' });
  }, [dispatch]);
  useEffect(() => {
    if (stage.current === 'location' && state.departments.length > 0) {
      const department =
        state.departments.find((d) => d.departmentid === request.departmentId) ??
        state.departments.find((d) => providerId !== undefined && d.providerlist?.includes(providerId));
      stage.current = department && (providerId || request.providerName) ? 'provider' : 'done';
      if (department) dispatch({ type: 'locationChosen', departmentId: department.departmentid });
    } else if (stage.current === 'provider' && !state.loading.providers && state.providers.length > 0) {
      stage.current = 'done';
      const provider = matchProvider(state.providers, providerId, request.providerName);
      if (provider) dispatch({ type: 'providerChosen', providerId: provider.providerid });
    }
  }, [state.departments, state.providers, state.loading.providers, dispatch, providerId, request]);
}
