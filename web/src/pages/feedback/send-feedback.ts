/** What the form sends to POST /api/feedback; `website` is the honeypot, always empty from a person. */
export interface FeedbackRequest {
  rating: number;
  clinic?: string;
  comments: string;
  website: string;
}

const FEEDBACK_URL = '/api/feedback';

export type SendResult = { ok: true } | { ok: false; message: string };

const GENERIC_FAILURE = 'We could not send your feedback. Your text is still in the form: please try again in a few minutes, or call us.';

/** Posts the feedback; any failure is a value with a message for the patient (the server's, when it gave one). */
export async function sendFeedback(request: FeedbackRequest, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetchImpl(FEEDBACK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    // 400s carry a message written for people (validation); anything else gets ours.
    return { ok: false, message: response.status === 400 && typeof body?.error === 'string' ? body.error : GENERIC_FAILURE };
  } catch {
    return { ok: false, message: GENERIC_FAILURE };
  }
}
