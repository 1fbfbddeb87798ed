import { MANAGE_LIMITS, MANAGE_TEXTS, type ManagedAppointment, type ManageFailure } from '@clinic/core';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { TextField } from '../../features/booking/text-field';
import { t } from '../../i18n/catalog';
import type { ManageApi, ManageIdentity } from './manage-api';
import { MessageBox } from './message-box';
import { StepHeading } from './step-heading';
import styles from './manage.module.css';
import { coreText } from '../../i18n/core-text';

const CODE_PATTERN = new RegExp(`^\\d{${MANAGE_LIMITS.codeDigits}}$`);
// Codes that can no longer be used: only a new one helps.
const NEEDS_NEW_CODE = new Set<ManageFailure['code']>(['CODE_EXPIRED', 'CODE_LOCKED']);

/** "That code is not correct. … You have 3 tries left." */
function codeFailureText(failure: ManageFailure): string {
  const message = coreText(failure.message);
  if (failure.code !== 'CODE_INVALID' || failure.attemptsLeft === undefined) return message;
  return t('manage.triesLeft', { message, left: failure.attemptsLeft });
}

interface CodeStepProps {
  api: ManageApi;
  identity: ManageIdentity;
  onVerified(appointments: ManagedAppointment[]): void;
  /** Back to step 1, the e-mail and date of birth kept. */
  onChangeIdentity(): void;
}

/** Step 2: the 6-digit code from the e-mail; a wrong one says how many tries are left, an expired or locked one asks for a new code. */
export function CodeStep({ api, identity, onVerified, onChangeIdentity }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<ManageFailure>();
  const [info, setInfo] = useState<string>(MANAGE_TEXTS.codeSent);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLFormElement>(null);
  const needsNewCode = failure !== undefined && NEEDS_NEW_CODE.has(failure.code);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s+/g, '');
    if (!CODE_PATTERN.test(typed)) {
      setFieldError(MANAGE_TEXTS.codeFormat);
      input.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const verified = await api.verifyCode(identity, typed);
    setBusy(false);
    if (verified.ok) return onVerified(verified.value.appointments);
    setFailure(verified);
  }

  async function sendNewCode() {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    const sent = await api.requestCode(identity);
    setBusy(false);
    if (!sent.ok) return setFailure(sent);
    setCode('');
    // A new text each time, so the status is announced again.
    setInfo(t('manage.newCodeSent', { codeSent: coreText(MANAGE_TEXTS.codeSent) }));
  }

  return (
    <form ref={input} className={styles.step} noValidate aria-labelledby="manage-code-title" onSubmit={(e) => void verify(e)}>
      <StepHeading id="manage-code-title">{t('manage.codeTitle')}</StepHeading>
      <MessageBox kind="info" text={info} focus={false} />
      <MessageBox kind="error" text={failure ? codeFailureText(failure) : undefined} />
      <div className={styles.fields}>
        <TextField
          id="manage-code"
          label={t('manage.codeLabel', { digits: MANAGE_LIMITS.codeDigits })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MANAGE_LIMITS.codeDigits + 1}
          value={code}
          error={fieldError}
          disabled={needsNewCode}
          onValue={(v) => {
            setCode(v.replace(/[^\d ]/g, ''));
            setFieldError(undefined);
          }}
        />
      </div>
      <div className={styles.actions}>
        {needsNewCode ? null : (
          <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
            {busy ? t('manage.checking') : t('manage.continue')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass(needsNewCode ? 'primary' : 'secondary')}
          disabled={busy}
          onClick={() => void sendNewCode()}
        >
          {t('manage.sendNewCode')}
        </button>
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={onChangeIdentity}>
          {t('manage.otherEmail')}
        </button>
      </div>
    </form>
  );
}
