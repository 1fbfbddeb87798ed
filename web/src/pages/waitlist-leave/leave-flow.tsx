import { OFFICE_PHONE } from '@clinic/core';
import { useEffect, useState } from 'react';
import { LinkedText } from '../../components/ui/linked-text';
import { leaveByToken, tokenFromLocation } from '../../lib/waitlist-api';
import styles from '../appointment-offer/offer.module.css';

const DONE = 'You will get no more offers of an earlier time for this appointment. Your appointment has not changed.';
const NO_TOKEN = `This link is incomplete. Call us at ${OFFICE_PHONE} and we will stop the offers.`;

/**
 * Leaves the waitlist as soon as the page opens: one click from the e-mail is the promise. (A link scanner that
 * fetches the page without running it changes nothing: leaving is a POST the script sends.)
 */
export function LeaveFlow() {
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    const token = tokenFromLocation(window.location.search);
    if (!token) return setMessage(NO_TOKEN);
    void leaveByToken(token).then((answer) => setMessage(answer.ok ? DONE : answer.message));
  }, []);
  if (!message) return <p className={styles.status}>One moment…</p>;
  return (
    <p className={styles.message} role="status">
      <LinkedText text={message} />
    </p>
  );
}
