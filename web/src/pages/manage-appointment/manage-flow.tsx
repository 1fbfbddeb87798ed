import { clinicDateOf, type ManagedAppointment } from '@clinic/core';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { lazyModule } from '../../app/lazy-module';
import { useChunk } from '../../app/use-chunk';
import { withNamespaces } from '../../i18n/with-namespaces';
import { t } from '../../i18n/catalog';
import type { WebCore } from '../../features/booking/hooks/web-core';
import { CodeStep } from './code-step';
import { IdentifyStep } from './identify-step';
import { lazyManageApi, preloadClient } from './lazy-client';
import type { ManageApi, ManageIdentity } from './manage-api';
import { MessageBox } from './message-box';
import styles from './manage.module.css';

// The appointments, cancel and reschedule (with the dialog's time step) load only once a code is verified.
const appointmentsStep = withNamespaces(
  lazyModule(
    () => import('./appointments-step'),
    (mod) => mod.default,
  ),
  ['booking', 'core'],
);

type Step = { kind: 'identify'; notice?: string } | { kind: 'code' } | { kind: 'appointments'; appointments: ManagedAppointment[] };

const EMPTY: ManageIdentity = { email: '', dateOfBirth: '' };

interface ManageFlowProps {
  /** Test seams: the manage routes, the clock that says which birthdays are in the future, the booking ports. */
  api?: ManageApi;
  now?: () => Date;
  core?: WebCore;
}

/**
 * The manage page's three steps. What identifies the patient stays in this component's state and in POST bodies:
 * never in the URL, storage or logs. Each new step takes the focus on its heading.
 */
export function ManageFlow({ api: givenApi, now = () => new Date(), core }: ManageFlowProps) {
  const [api] = useState(() => givenApi ?? lazyManageApi());
  const [identity, setIdentity] = useState<ManageIdentity>(EMPTY);
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const root = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(preloadClient, []);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    root.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const backToStart = (notice: string, keep: ManageIdentity) => {
    setIdentity(keep);
    setStep({ kind: 'identify', notice });
  };

  return (
    <div ref={root} className={styles.flow}>
      {step.kind === 'identify' ? (
        <IdentifyStep
          api={api}
          identity={identity}
          today={clinicDateOf(now())}
          notice={step.notice}
          onIdentity={setIdentity}
          onSent={() => {
            setIdentity((i) => ({ ...i, email: i.email.trim() }));
            setStep({ kind: 'code' });
          }}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          api={api}
          identity={identity}
          onVerified={(appointments) => setStep({ kind: 'appointments', appointments })}
          onChangeIdentity={() => setStep({ kind: 'identify' })}
        />
      ) : null}
      {step.kind === 'appointments' ? (
        <LoadedAppointments
          api={api}
          appointments={step.appointments}
          core={core}
          onSessionEnded={(message) => backToStart(message, identity)}
          onSignedOut={() => backToStart(t('manage.signedOut'), EMPTY)}
        />
      ) : null}
    </div>
  );
}

function LoadedAppointments(props: {
  api: ManageApi;
  appointments: ManagedAppointment[];
  core: WebCore | undefined;
  onSessionEnded(m: string): void;
  onSignedOut(): void;
}) {
  const chunk = useChunk(appointmentsStep.loaded, appointmentsStep.load);
  const { core, ...rest } = props;
  if (chunk.status === 'ready') {
    const AppointmentsStep = chunk.value;
    return <AppointmentsStep {...rest} {...(core ? { core } : {})} />;
  }
  if (chunk.status === 'loading')
    return (
      <p className={styles.loading} role="status">
        {t('manage.loadingAppointments')}
      </p>
    );
  return (
    <div className={styles.step}>
      <MessageBox kind="error" text={t('manage.partFailed')} />
      <button type="button" className={buttonClass('primary')} onClick={chunk.retry}>
        {t('manage.tryAgain')}
      </button>
    </div>
  );
}
