import type { AthenaWaitlistPort } from '@clinic/core';
import { z } from 'zod';
import { callAthena, failureInSuccess, failureOf, fetchParsed, isSuccessStatus } from './athena-answers';
import type { AthenaTransport } from './athena-transport.port';
import { operationRequest } from './operation-request';

// athena answers a list of one as often as an object (as for bookings); either way the id is text or a number.
const waitlistId = z.union([z.string(), z.number()]).transform(String);
const addedSchema = z.union([z.object({ waitlistid: waitlistId }), z.array(z.object({ waitlistid: waitlistId })).length(1)]);

/**
 * athena's staff waitlist (issue #33): each online entry is also an entry there, so the front desk sees who waits.
 * Server-side only, never forwarded for a browser; the note names the booked appointment, nothing about the patient.
 */
export class AthenaWaitlist implements AthenaWaitlistPort {
  constructor(private readonly transport: AthenaTransport) {}

  async addToWaitlist(input: { departmentId: string; providerId: string; patientId: string; appointmentId: string }): Promise<string> {
    const request = operationRequest('addToWaitlist', {
      params: {
        departmentid: input.departmentId,
        providerid: input.providerId,
        patientid: input.patientId,
        appointmentid: input.appointmentId,
        note: `Online waitlist: would move appointment ${input.appointmentId} earlier`,
      },
    });
    const added = await fetchParsed(this.transport, 'addToWaitlist', request, addedSchema);
    return Array.isArray(added) ? added[0]!.waitlistid : added.waitlistid;
  }

  async removeFromWaitlist(waitlistId: string): Promise<void> {
    const request = operationRequest('removeFromWaitlist', { ids: { waitlistId } });
    const response = await callAthena(this.transport, 'removeFromWaitlist', request);
    // Already gone at athena (removed by the front desk): what we wanted.
    if (response.status === 404) return;
    if (!isSuccessStatus(response.status)) throw failureOf('removeFromWaitlist', response);
    const inside = failureInSuccess('removeFromWaitlist', response);
    if (inside) throw inside;
  }
}
