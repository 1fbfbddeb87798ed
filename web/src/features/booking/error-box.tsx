import { useEffect, useRef } from 'react';
import { LinkedText } from '../../components/ui/linked-text';
import styles from './error-box.module.css';
import { coreText } from '../../i18n/core-text';

/**
 * A step's error box. A new message takes the focus and scrolls into view: on a phone the box sits above the
 * fold, and with the submit button disabled during the request the focus would otherwise fall to the page. The
 * office phone in a message (a booking limit, online booking unavailable) is a tap-to-call link.
 */
export function ErrorBox({ message }: { message: string | undefined }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={box} className={styles.errorBox} role="alert" tabIndex={-1} data-error-box>
      <LinkedText text={coreText(message)} />
    </p>
  );
}
