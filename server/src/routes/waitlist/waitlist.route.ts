import {
  WAITLIST_API,
  WAITLIST_OUTCOME_STATUS,
  coreCatalog,
  waitlistMessage,
  acceptOffer,
  appointmentParamsSchema,
  bookingOptInSchema,
  isSchedulerError,
  joinWaitlist,
  leaveWaitlist,
  leaveWaitlistByToken,
  myWaitlistEntry,
  viewOffer,
  waitlistChoicesSchema,
  waitlistTokenSchema,
  type WaitlistDeps,
  type WaitlistOutcomeCode,
  type WaitlistResult,
} from '@clinic/core';
import { BOOKING_SESSION_HEADER } from '@clinic/adapters';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { waitlistOutcomes } from '../../metrics/metrics';
import { clientGroup } from '../../plugins/client-address';
import { siteLanguageOf } from '../../plugins/site-language';
import { isDatabaseError } from '../../database/database-error';
import { SharedStateUnavailable } from '../athena-proxy/idempotency-store';
import type { PatientBinding } from '../athena-proxy/patient-binding';
import type { ManageRateLimits } from '../manage/manage-limits';
import { failureCode } from '../manage/manage-service';
import type { ManageSessions } from '../manage/manage-session';

export interface WaitlistRouteOptions {
  deps: WaitlistDeps;
  /** The manage page's proof of who the patient is. */
  sessions: ManageSessions;
  /** The dialog's proof: the booking session names the patients this browser may book for. */
  binding: PatientBinding;
  limits: ManageRateLimits;
}

type Action = 'join' | 'status' | 'leave' | 'opt-out' | 'offer' | 'accept';
const BODY_LIMIT_BYTES = 2 * 1024;

/**
 * /api/waitlist/* (issue #33): joining and leaving the list for one's own appointment (booking session or manage
 * session), and the offer links. Tokens travel in bodies; log lines and metrics carry the action and a code only.
 */
export const waitlistRoute: FastifyPluginAsync<WaitlistRouteOptions> = async (app, { deps, sessions, binding, limits }) => {
  const refuse = (reply: FastifyReply, action: Action, code: WaitlistOutcomeCode, retryAfter?: number) => {
    waitlistOutcomes.inc({ action, outcome: code });
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const language = siteLanguageOf(reply.request);
    return reply.code(WAITLIST_OUTCOME_STATUS[code]).send({ code, message: waitlistMessage(code, coreCatalog(language)) });
  };
  const answer = <T>(reply: FastifyReply, action: Action, result: WaitlistResult<T>, value: (v: T) => unknown) => {
    if (!result.ok) return refuse(reply, action, result.code);
    waitlistOutcomes.inc({ action, outcome: 'ok' });
    return reply.send(value(result.value));
  };

  /** The address limit first; an outage (athena, the database, Redis) is a 503 with a code in the log. */
  function guarded(action: Action, work: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        const wait = await limits.admit([limits.address('actions', clientGroup(req.ip))]);
        if (wait !== undefined) return refuse(reply, action, 'RATE_LIMITED', wait);
        return await work(req, reply);
      } catch (error) {
        if (!(error instanceof SharedStateUnavailable) && !isSchedulerError(error) && !isDatabaseError(error)) throw error;
        req.log.warn({ action, code: failureCode(error) }, 'waitlist unavailable');
        return refuse(reply, action, 'WAITLIST_UNAVAILABLE', 30);
      }
    };
  }

  const choicesOf = (e: Awaited<ReturnType<typeof myWaitlistEntry>>) =>
    e ? { providerChoice: e.providerChoice, weekdays: e.weekdays, partOfDay: e.partOfDay, endDate: e.endDate } : null;

  app.post(
    WAITLIST_API.fromBooking,
    { bodyLimit: BODY_LIMIT_BYTES },
    guarded('join', async (req, reply) => {
      const body = bookingOptInSchema.safeParse(req.body);
      if (!body.success) return refuse(reply, 'join', 'INVALID_INPUT');
      const session = req.headers[BOOKING_SESSION_HEADER];
      if (!binding.allows(typeof session === 'string' ? session : undefined, body.data.patientId))
        return refuse(reply, 'join', 'NOT_FOUND');
      // The entry keeps the language of the page it was made on: its offers are written in it.
      const joined = await joinWaitlist(deps, [body.data.patientId], body.data.appointmentId, body.data.choices, siteLanguageOf(req));
      return answer(reply, 'join', joined, (e) => ({ choices: choicesOf(e) }));
    }),
  );

  /** The manage session's patients and the appointment of the path, or the refusal already sent. */
  async function managed(
    req: FastifyRequest,
    reply: FastifyReply,
    action: Action,
  ): Promise<{ refused: FastifyReply } | { patientIds: string[]; appointmentId: string }> {
    const patientIds = await sessions.read(req.headers.cookie);
    if (!patientIds) return { refused: refuse(reply, action, 'SESSION_EXPIRED') };
    const params = appointmentParamsSchema.safeParse(req.params);
    if (!params.success) return { refused: refuse(reply, action, 'NOT_FOUND') };
    return { patientIds, appointmentId: params.data.appointmentId };
  }

  app.get(
    WAITLIST_API.ofAppointment,
    guarded('status', async (req, reply) => {
      const own = await managed(req, reply, 'status');
      if ('refused' in own) return own.refused;
      waitlistOutcomes.inc({ action: 'status', outcome: 'ok' });
      return reply.send({ choices: choicesOf(await myWaitlistEntry(deps, own.patientIds, own.appointmentId)) });
    }),
  );

  app.put(
    WAITLIST_API.ofAppointment,
    { bodyLimit: BODY_LIMIT_BYTES },
    guarded('join', async (req, reply) => {
      const own = await managed(req, reply, 'join');
      if ('refused' in own) return own.refused;
      const choices = waitlistChoicesSchema.safeParse(req.body);
      if (!choices.success) return refuse(reply, 'join', 'INVALID_INPUT');
      const joined = await joinWaitlist(deps, own.patientIds, own.appointmentId, choices.data, siteLanguageOf(req));
      return answer(reply, 'join', joined, (e) => ({ choices: choicesOf(e) }));
    }),
  );

  app.delete(
    WAITLIST_API.ofAppointment,
    guarded('leave', async (req, reply) => {
      const own = await managed(req, reply, 'leave');
      if ('refused' in own) return own.refused;
      return answer(reply, 'leave', await leaveWaitlist(deps, own.patientIds, own.appointmentId), () => ({ choices: null }));
    }),
  );

  /** The three link routes: a token in the body, then the use-case's answer. */
  function linkRoute(path: string, action: 'opt-out' | 'offer' | 'accept', run: (token: string) => Promise<WaitlistResult<unknown>>) {
    app.post(
      path,
      { bodyLimit: BODY_LIMIT_BYTES },
      guarded(action, async (req, reply) => {
        const body = waitlistTokenSchema.safeParse(req.body);
        if (!body.success) return refuse(reply, action, 'NOT_FOUND');
        return answer(reply, action, await run(body.data.token), (v) => v);
      }),
    );
  }
  linkRoute(WAITLIST_API.leave, 'opt-out', (token) => leaveWaitlistByToken(deps, token));
  linkRoute(WAITLIST_API.offer, 'offer', (token) => viewOffer(deps, token));
  linkRoute(WAITLIST_API.acceptOffer, 'accept', (token) => acceptOffer(deps, token));
};
