import { useId, useState, type FormEvent } from 'react';
import { locations } from '../../content/locations';
import { PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { buttonClass } from '../../components/ui/button-class';
import { loadNamespaces, t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';
import { richMessage } from '../../i18n/rich-message';
import styles from './feedback.module.css';
import { sendFeedback, type FeedbackRequest } from './send-feedback';

/** The choices in the page's language and the stars they stand for (1 to 5, as on the testimonial cards). */
const ratings = () =>
  [
    [t('page.feedback.excellent'), 5],
    [t('page.feedback.good'), 4],
    [t('page.feedback.fair'), 3],
    [t('page.feedback.poor'), 2],
    [t('page.feedback.veryPoor'), 1],
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
    if (result.ok) {
      setState({ kind: 'sent' });
      return;
    }
    // The server words a refusal in the core's English: the core's catalog puts it in the page's language, loaded
    // only now, as few patients ever see one (decision 99).
    if (result.message) await loadNamespaces(['core']).catch(() => undefined);
    setState({ kind: 'failed', message: result.message ? coreText(result.message) : t('page.feedback.failed') });
  }

  if (state.kind === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <h2>{t('page.feedback.thanks')}</h2>
        <p>{richMessage('page.feedback.received', { phone: <a href={PHONE_TEL}>{PHONE_DISPLAY}</a> })}</p>
      </div>
    );
  }

  const sending = state.kind === 'sending';
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-describedby={`${id}-note`} aria-busy={sending}>
      <p id={`${id}-note`}>{t('page.feedback.note')}</p>
      <fieldset>
        <legend>{t('page.feedback.experience')}</legend>
        {ratings().map(([label, stars]) => (
          <label key={stars} className={styles.choice}>
            <input type="radio" name="rating" value={stars} required /> {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-clinic`}>{t('page.feedback.clinic')}</label>
      <select id={`${id}-clinic`} name="clinic" defaultValue="">
        <option value="">{t('page.feedback.chooseClinic')}</option>
        {locations.map((location) => (
          <option key={location.id} value={location.name}>
            {location.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-comments`}>{t('page.feedback.comments')}</label>
      <textarea id={`${id}-comments`} name="comments" rows={6} maxLength={COMMENTS_MAX} required />
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('page.feedback.website')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <button type="submit" className={buttonClass('primary')} disabled={sending}>
        {sending ? t('page.feedback.sending') : t('page.feedback.send')}
      </button>
    </form>
  );
}
