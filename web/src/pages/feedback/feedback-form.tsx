import { useId, useState, type FormEvent } from 'react';
import { locations } from '../../content/locations';
import { EMAIL, PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { buttonClass } from '../../components/ui/button-class';
import styles from './feedback.module.css';

const RATINGS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;

/** A client-only form: nothing is sent anywhere, so no patient data can leak into a request, a URL or a log. */
export function FeedbackForm() {
  const id = useId();
  const [summary, setSummary] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSummary(`Rating: ${String(data.get('rating') ?? 'not given')}\nClinic: ${String(data.get('clinic') || 'not given')}\n\n${String(data.get('comments') ?? '')}`);
  }

  async function copy() {
    if (summary === null || !navigator.clipboard) return;
    await navigator.clipboard.writeText(summary);
    setCopied(true);
  }

  if (summary !== null) {
    return (
      <div className={styles.thanks} role="status">
        <h2>Thank you for your feedback</h2>
        <p>
          Your feedback has not been sent anywhere: it stays on this device. To share it with our team, copy it into an e-mail to{' '}
          <a href={`mailto:${EMAIL}?subject=Website%20feedback`}>{EMAIL}</a>, or call us at <a href={PHONE_TEL}>{PHONE_DISPLAY}</a>.
        </p>
        <pre className={styles.summary}>{summary}</pre>
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy my feedback'}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`}>Please do not include your name, date of birth, insurance numbers or medical details. This form does not send anything over the internet.</p>
      <fieldset>
        <legend>How was your experience?</legend>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.choice}>
            <input type="radio" name="rating" value={rating} required /> {rating}
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
      <textarea id={`${id}-comments`} name="comments" rows={6} maxLength={1000} required />
      <button type="submit" className={buttonClass('primary')}>
        Review my feedback
      </button>
    </form>
  );
}
