/** What the form sends to POST /api/feedback; `website` is the honeypot, always empty from a person. */
export interface FeedbackRequest {
  rating: number;
  clinic?: string;
  comments: string;
  website: string;
}

const FEEDBACK_URL = '/api/feedback';

/** A refusal's `message` is the server's, a core text in English, when it gave one for people (validation). */
export type SendResult = { ok: true } | { ok: false; message?: string };

/** Posts the feedback; any failure is a value, with the server's words for the patient when it gave some. */
export async function sendFeedback(request: FeedbackRequest, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetchImpl(FEEDBACK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    // 400s carry a message written for people (validation); anything else gets the form's own.
    return response.status === 400 && typeof body?.error === 'string' ? { ok: false, message: body.error } : { ok: false };
  } catch {
    return { ok: false };
  }
}
