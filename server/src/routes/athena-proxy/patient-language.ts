import { athenaLanguageCode } from '@clinic/adapters';
import type { SiteLanguageCode } from '@clinic/core';
import type { ProxyCall } from './call-resolution';

/**
 * A registration from a Spanish or Armenian page creates the patient in athena with that language
 * (`language6392code`, decision 99). The server sets it from the page's header: the browser never names an athena
 * code (the parameter is not on the operation's list, so a browser's own is dropped). Other calls pass unchanged.
 */
export function withPatientLanguage(call: ProxyCall, language: SiteLanguageCode): ProxyCall {
  const code = athenaLanguageCode(language);
  if (call.name !== 'createPatient' || code === undefined || call.request.method === 'GET') return call;
  const sent = Object.freeze({ ...call.sent, language6392code: code });
  const request = Object.freeze({ ...call.request, form: sent });
  return Object.freeze({ ...call, sent, request });
}
