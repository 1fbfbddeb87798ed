import { useId, useState, type FormEvent } from 'react';
import { locations } from '../../content/locations';
import { PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { buttonClass } from '../../components/ui/button-class';
import styles from './feedback.module.css';
import { sendFeedback, type FeedbackRequest } from './send-feedback';

/** The choices and the stars they stand for (1 to 5, as on the testimonial cards). */
const RATINGS = [
  ['Excellent', 5],
  ['Good', 4],
  ['Fair', 3],
  ['Poor', 2],
  ['Very poor', 1],
] as const;

// POST /api/feedback's limit (FEEDBACK_LIMITS in the core; not imported, to keep zod out of this page).
const COMMENTS_MAX = 1000;

type SendState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * Posts to /api/feedback, where it waits for staff before anything is public. The form stays mounted while
 * sending and after a failure, so the patient's text is never lost.
 */
export function FeedbackForm({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const id = useId();
  const [state, setState] = useState<SendState>({ kind: 'editing' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const clinic = String(data.get('clinic') ?? '');
    const request: FeedbackRequest = {
      rating: Number(data.get('rating')),
      comments: String(data.get('comments') ?? ''),
      website: String(data.get('website') ?? ''),
      ...(clinic ? { clinic } : {}),
    };
    setState({ kind: 'sending' });
    const result = await sendFeedback(request, fetchImpl);
    setState(result.ok ? { kind: 'sent' } : { kind: 'failed', message: result.message });
  }

  if (state.kind === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <h2>Thank you for your feedback</h2>
        <p>
          We received it, and our team reads every message. If you need an answer, call us at <a href={PHONE_TEL}>{PHONE_DISPLAY}</a>.
        </p>
      </div>
    );
  }

  const sending = state.kind === 'sending';
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-describedby={`${id}-note`} aria-busy={sending}>
      <p id={`${id}-note`}>
        Please do not include your name, date of birth, insurance numbers or medical details. We may share your comments on this site as a
        patient story, without your name.
      </p>
      <fieldset>
        <legend>How was your experience?</legend>
        {RATINGS.map(([label, stars]) => (
          <label key={label} className={styles.choice}>
            <input type="radio" name="rating" value={stars} required /> {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-clinic`}>Which clinic did you visit? (optional)</label>
      <select id={`${id}-clinic`} name="clinic" defaultValue="">
        <option value="">Choose a clinic</option>
        {locations.map((location) => (
          <option key={location.id} value={location.name}>
            {location.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-comments`}>Your comments</label>
      <textarea id={`${id}-comments`} name="comments" rows={6} maxLength={COMMENTS_MAX} required />
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <button type="submit" className={buttonClass('primary')} disabled={sending}>
        {sending ? 'Sending…' : 'Send my feedback'}
      </button>
    </form>
  );
}
