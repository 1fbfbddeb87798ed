import { BOOKING_SESSION_HEADER } from '@clinic/adapters';
import type { SiteLanguageCode } from '@clinic/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BrowserAnswer } from '../athena-answer-filter';
import { isConfirmed } from '../browser-replies';
import type { ProxyCall } from '../call-resolution';
import type { PatientBinding } from '../patient-binding';
import { siteLanguageOf } from '../../../plugins/site-language';

export interface BindingPluginOptions {
  binding: PatientBinding;
  /**
   * Told of every booking athena confirmed (patient id, appointment id, the page's language), after the answer is
   * settled; it must not throw or wait (the booking confirmation e-mail runs in the background).
   */
  onBooked?: (patientId: string, appointmentId: string, language: SiteLanguageCode) => void;
  /** Told of every booking's settled answer, confirmed or not (the usage counters); must not throw or wait. */
  onBookingSettled?: (answer: BrowserAnswer) => void;
}

/** A call's patient and whether the browser's binding grants it (decision 19). */
export interface BindingCheck {
  /** The binding the browser presented, handed on when an answer binds more patients. */
  session: string | undefined;
  /** The patient the call writes to, when it writes to one ('' when the call names none). */
  patientId: string | undefined;
  bound: boolean;
}

/** Patient ids as capabilities: which calls a browser may make, and which patients an answer hands it. */
interface PatientBindings {
  check(req: FastifyRequest, call: ProxyCall): BindingCheck;
  /** Announces a confirmed booking (in the language of the page that made it), and binds the patients an answer hands out to this browser. */
  handedOut(req: FastifyRequest, call: ProxyCall, answer: BrowserAnswer, session: string | undefined): BrowserAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    patientBindings: PatientBindings;
  }
}

/** Decorates `patientBindings`, reading whose record a call writes to from its row in ATHENA_OPERATIONS. */
export const bindingPlugin = fp<BindingPluginOptions>(
  async (app, { binding, onBooked, onBookingSettled }) => {
    app.decorate('patientBindings', {
      check(req, call) {
        const presented = req.headers[BOOKING_SESSION_HEADER];
        const session = typeof presented === 'string' ? presented : undefined;
        const required = call.operation.requires.binding;
        if (!required) return { session, patientId: undefined, bound: true };
        const fromPath = 'patientId' in call.ids ? call.ids.patientId : undefined;
        const patientId = (required.from === 'form' ? call.sent.patientid : fromPath) ?? '';
        return { session, patientId, bound: binding.allows(session, patientId, required.grant) };
      },
      handedOut(req, call, answer, session) {
        if (call.name === 'book') onBookingSettled?.(answer);
        if (call.name === 'book' && isConfirmed(answer)) {
          const patientId = call.sent.patientid;
          if (onBooked && patientId) onBooked(patientId, call.ids.appointmentId, siteLanguageOf(req));
        }
        return answer.patientIds?.length ? { ...answer, session: binding.issue(session, answer.patientIds, answer.registeredIds) } : answer;
      },
    } satisfies PatientBindings);
  },
  { name: 'athena-proxy-binding', fastify: '5.x' },
);
