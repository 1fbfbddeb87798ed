import { formatDobInput, type ClinicDate } from '@clinic/core';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { DateOfBirthField } from '../../features/booking/date-of-birth-field';
import { TextField } from '../../features/booking/text-field';
import { t } from '../../i18n/catalog';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useFocusFirstInvalid } from '../../features/booking/use-focus-first-invalid';
import type { IdentityErrors } from './identity-rules';
import { checkIdentity } from './lazy-client';
import type { ManageApi, ManageIdentity } from './manage-api';
import { MessageBox } from './message-box';
import { StepHeading } from './step-heading';
import styles from './manage.module.css';

interface IdentifyStepProps {
  api: ManageApi;
  identity: ManageIdentity;
  today: ClinicDate;
  /** Why the patient is back here (signed out, session ended), shown above the form. */
  notice: string | undefined;
  onIdentity(identity: ManageIdentity): void;
  onSent(): void;
}

/** Step 1: the e-mail and date of birth given when booking; the answer is the same whether or not they match. */
export function IdentifyStep({ api, identity, today, notice, onIdentity, onSent }: IdentifyStepProps) {
  const [errors, setErrors] = useState<IdentityErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const expectInvalid = useFocusFirstInvalid(form, errors);
  // Typed on a slow phone while the page was still loading.
  useTypedBeforeHydration(form, (typed) =>
    onIdentity({
      email: typed['manage-email'] ?? identity.email,
      dateOfBirth: formatDobInput(typed['manage-dob'] ?? identity.dateOfBirth),
    }),
  );
  const set = (field: keyof ManageIdentity, value: string) => {
    onIdentity({ ...identity, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    const found = await checkIdentity(identity, today);
    if (!found.ok) {
      setSending(false);
      return setFailure(found.message);
    }
    setErrors(found.errors);
    if (Object.keys(found.errors).length > 0) {
      setSending(false);
      expectInvalid();
      return;
    }
    const sent = await api.requestCode({ email: identity.email.trim(), dateOfBirth: identity.dateOfBirth });
    setSending(false);
    if (sent.ok) return onSent();
    if (sent.fields) {
      setErrors({ email: sent.fields.email, dateOfBirth: sent.fields.dateOfBirth });
      expectInvalid();
    }
    setFailure(sent.message);
  }

  return (
    <form ref={form} className={styles.step} noValidate aria-labelledby="manage-identify-title" onSubmit={(e) => void submit(e)}>
      <StepHeading id="manage-identify-title">{t('manage.findTitle')}</StepHeading>
      <MessageBox kind="info" text={notice} focus={false} />
      <p>{t('manage.findIntro')}</p>
      <MessageBox kind="error" text={failure} />
      <div className={styles.fields}>
        <TextField
          id="manage-email"
          label={t('manage.email')}
          type="email"
          autoComplete="email"
          value={identity.email}
          error={errors.email}
          onValue={(v) => set('email', v)}
        />
        <DateOfBirthField
          id="manage-dob"
          value={identity.dateOfBirth}
          error={errors.dateOfBirth}
          today={today}
          onValue={(v) => set('dateOfBirth', v)}
          texts={{ label: t('manage.dob'), placeholder: t('manage.dobPlaceholder'), openCalendar: t('manage.openCalendar') }}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={sending} aria-busy={sending}>
          {sending ? t('manage.sending') : t('manage.sendCode')}
        </button>
      </div>
    </form>
  );
}
