import type { AvailabilityAnswer, AvailabilityQuery } from '@clinic/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseProviderPath, fixtureCore, renderDialog } from '../../test-support/booking-harness';
import BookingDialog from './booking-dialog';
import { firstLookQuery, startEarlyRead } from './first-look';
import type { WebCore } from './hooks/web-core';

/** The index's answers held back until the test lets them through. */
function heldTimes(core: WebCore) {
  const fixture = core.times;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  core.times = { groupTimes: (query: AvailabilityQuery): Promise<AvailabilityAnswer> => released.then(() => fixture.groupTimes(query)) };
  return { release };
}

/** Counts the scheduler's requests for the locations (the search screen's first load). */
function countedLocations(core: WebCore) {
  const asked = { locations: 0 };
  core.scheduler = new Proxy(core.scheduler, {
    get(target, name, receiver) {
      if (name === 'getDepartments') asked.locations++;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return asked;
}

/** Renders the dialog and returns, per commit, how many soonest times were in the document. */
function renderCounted(core: WebCore): number[] {
  const commits: number[] = [];
  render(
    <Profiler id="dialog" onRender={() => commits.push(document.querySelectorAll('[aria-label="Soonest times"] button').length)}>
      <BookingDialog request={{}} onClose={() => undefined} core={core} />
    </Profiler>,
  );
  return commits;
}

// The fixture practice and clock: Mon Dec 1 2025, 9:30 AM Pacific Time (booking-harness.tsx). Decision 106.
describe('the dialog as it opens', () => {
  it('asks for no location while its soonest times are read, and for them once the times show', async () => {
    let held = { release: () => undefined as void };
    let asked = { locations: 0 };
    renderDialog({}, undefined, ({ core }) => {
      held = heldTimes(core);
      asked = countedLocations(core);
    });
    expect(await screen.findByText('Finding the soonest times...')).toBeInTheDocument();
    expect(asked.locations).toBe(0);
    held.release();
    await screen.findByRole('list', { name: 'Soonest times' });
    await waitFor(() => expect(asked.locations).toBe(1));
  });

  it('asks for the locations on "Choose a provider" even while the times are still being read', async () => {
    let asked = { locations: 0 };
    const { user } = renderDialog({}, undefined, ({ core }) => {
      heldTimes(core);
      asked = countedLocations(core);
    });
    await chooseProviderPath(user);
    expect(await screen.findByRole('option', { name: 'Glendale' })).toBeInTheDocument();
    expect(asked.locations).toBe(1);
  });

  it('paints its soonest times in its second commit: the first holds its choices, the next the times', async () => {
    const { core } = fixtureCore();
    const commits = renderCounted(core);
    await screen.findByRole('list', { name: 'Soonest times' });
    expect(commits.slice(0, 2).map((times) => times > 0)).toEqual([false, true]);
  });

  it('paints them in its first commit when the read started on the tap is in, and does not read them again', async () => {
    const { core, times } = fixtureCore();
    startEarlyRead(core.times, firstLookQuery('appointment'));
    await times.groupTimes(firstLookQuery('appointment'));
    const commits = renderCounted(core);
    expect(commits[0]).toBeGreaterThan(0);
    // The early read, then the whole window the list reads after its first look.
    await waitFor(() => expect(times.queries).toHaveLength(3));
    expect(times.queries.slice(1)).toEqual([firstLookQuery('appointment'), { patientType: 'new', mode: 'appointment' }]);
  });
});
