import { useEffect, useRef } from 'react';
import { LinkedText } from '../../components/ui/linked-text';
import styles from './manage.module.css';
import { coreText } from '../../i18n/core-text';

export type MessageKind = 'error' | 'success' | 'info';

/**
 * A step's message: an error is an alert, anything else a status. A new message takes the focus (and is read out)
 * unless the step's heading just took it; the office phone in it is a tap-to-call link.
 */
export function MessageBox({ kind, text, focus = true }: { kind: MessageKind; text: string | undefined; focus?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!text || !focus) return;
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'center' });
  }, [text, focus]);
  if (!text) return null;
  return (
    <div ref={box} className={`${styles.message} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1} data-message>
      <LinkedText text={coreText(text)} />
    </div>
  );
}
