import { PostgresWaitlist } from '@clinic/database';
import { expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../test-support/embedded-database';

// The embedded database held open here, as the running server would hold it; each CLI run joins it.
const { server, clinic } = useEmbeddedDatabase('clinic-cli-waitlist-');

it('clinic waitlist list shows who waits without any address; remove takes one off and names its athena entry', async () => {
  const now = new Date('2025-12-01T17:30:00Z'); // Mon Dec 1 2025, 9:30 AM Pacific
  const store = new PostgresWaitlist(server().db, { key: 'a-test-waitlist-key-of-32-characters!!', now: () => now });
  const entry = await store.save({
    appointmentId: '1002125',
    patientId: '5001',
    departmentId: '1',
    providerId: '71',
    appointmentTypeId: '31',
    date: '12/15/2025',
    startTime: '14:30',
    patientType: 'existing',
    mode: 'appointment',
    providerChoice: 'any',
    weekdays: [1, 3],
    partOfDay: 'afternoon',
    endDate: '12/14/2025' as never,
    language: 'en',
    email: 'anahit.sarkisian@example.com',
  });
  await store.setAthenaWaitlistId(entry.id, '7001');

  const listed = await clinic('waitlist', 'list', '--json');
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)).toEqual({
    waitlist: [
      {
        id: entry.id,
        appointmentId: '1002125',
        booked: '12/15/2025 2:30 PM',
        patientId: '5001',
        departmentId: '1',
        providerId: '71',
        providers: 'any at clinic',
        days: 'Mon,Wed',
        partOfDay: 'afternoon',
        until: '12/14/2025',
        waitingSince: '12/01/2025 9:30 AM',
        pendingOffers: 0,
      },
    ],
  });
  const table = await clinic('waitlist', 'list');
  expect(table.stdout).toMatch(/ENTRY\s+APPOINTMENT/);
  expect(table.stdout + listed.stdout).not.toMatch(/example\.com|anahit/i);

  const removed = await clinic('waitlist', 'remove', '--entry', entry.id);
  expect([removed.code, removed.stdout]).toEqual([
    0,
    `Waitlist entry ${entry.id} removed.\nRemove athena's waitlist entry 7001 there too.\n`,
  ]);
  expect((await clinic('waitlist', 'list')).stdout).toContain('Nobody is waiting');
  const again = await clinic('waitlist', 'remove', '--entry', entry.id);
  expect(again.code).not.toBe(0);
}, 60_000);
