import { OFFICE_PHONE } from '@clinic/core';
import { useEffect, useState } from 'react';
import { LinkedText } from '../../components/ui/linked-text';
import { t } from '../../i18n/catalog';
import { leaveByToken, tokenFromLocation } from '../../lib/waitlist-api';
import styles from '../appointment-offer/offer.module.css';

/**
 * Leaves the waitlist as soon as the page opens: one click from the e-mail is the promise. (A link scanner that
 * fetches the page without running it changes nothing: leaving is a POST the script sends.)
 */
export function LeaveFlow() {
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    const token = tokenFromLocation(window.location.search);
    if (!token) return setMessage(t('waitlist.noToken', { phone: OFFICE_PHONE }));
    void leaveByToken(token).then((answer) => setMessage(answer.ok ? t('waitlist.done') : answer.message));
  }, []);
  if (!message) return <p className={styles.status}>{t('waitlist.wait')}</p>;
  return (
    <p className={styles.message} role="status">
      <LinkedText text={message} />
    </p>
  );
}
