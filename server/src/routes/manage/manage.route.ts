import {
  MANAGE_ERROR_STATUS,
  appointmentParamsSchema,
  cancelBodySchema,
  cancelMyAppointment,
  isSchedulerError,
  issueVerificationCode,
  listMyAppointments,
  manageFailure,
  refusalBody,
  rescheduleBodySchema,
  rescheduleMyAppointment,
  requestCodeSchema,
  verifyCode,
  verifyCodeSchema,
  type ManageErrorCode,
  type ManageFailure,
  type ManageResult,
  type SiteLanguageCode,
} from '@clinic/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { manageOutcomes } from '../../metrics/metrics';
import { clientGroup } from '../../plugins/client-address';
import { SharedStateUnavailable } from '../athena-proxy/idempotency-store';
import type { AppointmentClaims } from './appointment-claims';
import type { ManageRateLimits } from './manage-limits';
import { failureCode, type ManageService } from './manage-service';
import { isDatabaseError } from '../../database/database-error';
import type { ManageSessions } from './manage-session';
import { siteLanguageOf } from '../../plugins/site-language';
import { inLanguage } from './manage-failure-language';

export interface ManageRouteOptions {
  service: ManageService;
  sessions: ManageSessions;
  limits: ManageRateLimits;
  /** One change at a time per appointment, across replicas. */
  claims: AppointmentClaims;
  /** An appointment cancelled or moved away from: the waitlist forgets it (#33). Never fails the action. */
  onAppointmentGone?: (appointmentId: string) => Promise<void>;
}

const BODY_LIMIT_BYTES = 2 * 1024;
type Action = 'code' | 'session' | 'list' | 'cancel' | 'reschedule' | 'signout';

/**
 * /api/manage/*: a patient proves who they are with a code e-mailed to them and then acts only on their own
 * appointments (the contract: docs/architecture.md, "Manage my appointment"). Patient data travels in bodies
 * only; log lines and metrics carry the route pattern and a stable outcome code, nothing else.
 */
export const manageRoute: FastifyPluginAsync<ManageRouteOptions> = async (
  app,
  { service, sessions, limits, claims, onAppointmentGone },
) => {
  const fail = (reply: FastifyReply, action: Action, failure: ManageFailure, retryAfter?: number) => {
    manageOutcomes.inc({ action, outcome: failure.code });
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(MANAGE_ERROR_STATUS[failure.code]).send(inLanguage(failure, siteLanguageOf(reply.request)));
  };
  const failCode = (reply: FastifyReply, action: Action, code: ManageErrorCode, retryAfter?: number) =>
    fail(reply, action, manageFailure(code), retryAfter);

  /** Parses with zod; a bad body is 400 INVALID_INPUT with each field's message. */
  function parse<S extends z.ZodType>(schema: S, value: unknown): { data: z.output<S> } | { failure: ManageFailure } {
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return { data: parsed.data };
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
    return { failure: manageFailure('INVALID_INPUT', { fields }) };
  }

  /** Runs `work`; a limit store or scheduler that is down answers 503 with a code in the log, never a stack. */
  async function guarded(
    req: FastifyRequest,
    reply: FastifyReply,
    action: Action,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SharedStateUnavailable) && !isSchedulerError(error) && !isDatabaseError(error)) throw error;
      req.log.warn({ action, code: failureCode(error) }, 'manage unavailable');
      return failCode(reply, action, 'MANAGE_UNAVAILABLE', 30);
    }
  }

  function answer<T>(reply: FastifyReply, action: Action, result: ManageResult<T>, status = 200): FastifyReply {
    if (!result.ok) return fail(reply, action, refusalBody(result));
    manageOutcomes.inc({ action, outcome: 'ok' });
    return reply.code(status).send(result.value);
  }

  /**
   * The address limit (before reading the body), the body, then the limit of the e-mail with that date of birth:
   * the same steps, in the same order, whoever the e-mail belongs to.
   */
  async function admittedBody<S extends z.ZodType<{ email: string; dateOfBirth: string }>>(
    req: FastifyRequest,
    reply: FastifyReply,
    action: 'code' | 'session',
    schema: S,
  ): Promise<{ data: z.output<S> } | { refused: FastifyReply }> {
    const kind = action === 'code' ? 'code' : 'verify';
    const byAddress = await limits.admit([limits.address(kind, clientGroup(req.ip))]);
    if (byAddress !== undefined) return { refused: failCode(reply, action, 'RATE_LIMITED', byAddress) };
    const parsed = parse(schema, req.body);
    if ('failure' in parsed) return { refused: fail(reply, action, parsed.failure) };
    const byEmail = await limits.admit([limits.holder(kind, parsed.data)]);
    if (byEmail !== undefined) return { refused: failCode(reply, action, 'RATE_LIMITED', byEmail) };
    return parsed;
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post('/api/manage/code', { bodyLimit: BODY_LIMIT_BYTES }, (req, reply) =>
    guarded(req, noStore(reply), 'code', async () => {
      const parsed = await admittedBody(req, reply, 'code', requestCodeSchema);
      if ('refused' in parsed) return parsed.refused;
      // The same work and answer for everyone: a code is stored either way; matching and mailing happen after.
      const issued = await issueVerificationCode(service.deps, parsed.data);
      service.mailCodeLater(parsed.data, issued, siteLanguageOf(req));
      manageOutcomes.inc({ action: 'code', outcome: 'sent' });
      return reply.code(202).send({ status: 'sent' });
    }),
  );

  app.post('/api/manage/session', { bodyLimit: BODY_LIMIT_BYTES }, (req, reply) =>
    guarded(req, noStore(reply), 'session', async () => {
      const parsed = await admittedBody(req, reply, 'session', verifyCodeSchema);
      if ('refused' in parsed) return parsed.refused;
      const verified = await verifyCode(service.deps, parsed.data);
      if (!verified.ok) return fail(reply, 'session', refusalBody(verified));
      const appointments = await listMyAppointments(service.deps, verified.value.patientIds);
      reply.header('set-cookie', await sessions.issue(verified.value.patientIds));
      manageOutcomes.inc({ action: 'session', outcome: 'ok' });
      return reply.code(200).send({ appointments });
    }),
  );

  /** The session's patients; undefined when there is none (expired, forged or signed out). */
  function sessionOf(req: FastifyRequest): Promise<string[] | undefined> {
    return sessions.read(req.headers.cookie);
  }

  async function actionAdmitted(req: FastifyRequest, reply: FastifyReply, action: Action): Promise<FastifyReply | undefined> {
    const wait = await limits.admit([limits.address('actions', clientGroup(req.ip))]);
    return wait === undefined ? undefined : failCode(reply, action, 'RATE_LIMITED', wait);
  }

  app.get('/api/manage/appointments', (req, reply) =>
    guarded(req, noStore(reply), 'list', async () => {
      const refused = await actionAdmitted(req, reply, 'list');
      if (refused) return refused;
      const patientIds = await sessionOf(req);
      if (!patientIds) return failCode(reply, 'list', 'SESSION_EXPIRED');
      const appointments = await listMyAppointments(service.deps, patientIds);
      manageOutcomes.inc({ action: 'list', outcome: 'ok' });
      return reply.send({ appointments });
    }),
  );

  /**
   * Cancel and reschedule: the action limit, the session, the id, the body, then the use-case's answer while
   * holding the appointment's claim. A reschedule that finds the appointment being changed is refused (409,
   * nothing booked); a cancel waits for that change and then answers from the appointment's new state.
   */
  function appointmentAction<S extends z.ZodType>(
    action: 'cancel' | 'reschedule',
    schema: S,
    run: (patientIds: string[], appointmentId: string, body: z.output<S>, language: SiteLanguageCode) => Promise<ManageResult<unknown>>,
  ) {
    app.post(`/api/manage/appointments/:appointmentId/${action}`, { bodyLimit: BODY_LIMIT_BYTES }, (req, reply) =>
      guarded(req, noStore(reply), action, async () => {
        const refused = await actionAdmitted(req, reply, action);
        if (refused) return refused;
        const patientIds = await sessionOf(req);
        if (!patientIds) return failCode(reply, action, 'SESSION_EXPIRED');
        const params = appointmentParamsSchema.safeParse(req.params);
        if (!params.success) return failCode(reply, action, 'APPOINTMENT_NOT_FOUND');
        const body = parse(schema, req.body);
        if ('failure' in body) return fail(reply, action, body.failure);
        const { appointmentId } = params.data;
        const result = await claims.exclusively(appointmentId, action === 'cancel', () =>
          run(patientIds, appointmentId, body.data, siteLanguageOf(req)),
        );
        if (!result) return failCode(reply, action, 'CHANGE_IN_PROGRESS');
        if (result.ok) await onAppointmentGone?.(appointmentId);
        return answer(reply, action, result);
      }),
    );
  }

  // The confirmation e-mail is in the language of the page that asked.
  appointmentAction('cancel', cancelBodySchema, (ids, id, body, language) =>
    cancelMyAppointment(service.deps, ids, id, body.reason, language),
  );
  appointmentAction('reschedule', rescheduleBodySchema, (ids, id, body, language) =>
    rescheduleMyAppointment(service.deps, ids, id, body.newAppointmentId, language),
  );

  // Ends the session on every replica, not only in this browser: a copied cookie stops working too.
  app.delete('/api/manage/session', (req, reply) =>
    guarded(req, noStore(reply), 'signout', async () => {
      const cleared = await sessions.revoke(req.headers.cookie);
      manageOutcomes.inc({ action: 'signout', outcome: 'ok' });
      return reply.code(204).header('set-cookie', cleared).send();
    }),
  );
};
