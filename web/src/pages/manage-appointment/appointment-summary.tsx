import type { ManagedAppointment } from '@clinic/core';
import { t } from '../../i18n/catalog';
import { appointmentWhen as clinicWhen } from '../../i18n/clinic-dates';
import styles from './manage.module.css';

/** "Tuesday, Dec 2 - 9:30 AM Pacific Time": the clinic's own time, whatever the visitor's zone, in the page's language. */
export function appointmentWhen(appointment: Pick<ManagedAppointment, 'date' | 'startTime'>): string {
  return clinicWhen(appointment.date, appointment.startTime);
}

type Row = 'when' | 'provider' | 'clinic' | 'visit';

// Read when shown: the page's language is known by then.
const LABELS: Record<Row, () => string> = {
  when: () => t('manage.rowWhen'),
  provider: () => t('manage.rowProvider'),
  clinic: () => t('manage.rowClinic'),
  visit: () => t('manage.rowVisit'),
};

const VALUES: Record<Row, (a: ManagedAppointment) => string> = {
  when: appointmentWhen,
  provider: (a) => a.providerName,
  clinic: (a) => a.departmentName,
  visit: (a) => a.appointmentTypeName,
};

/** One appointment's facts as a description list; the rows asked for, plus any said before them (a move's From/To). */
export function SummaryList({
  appointment,
  rows,
  before = [],
}: {
  appointment: ManagedAppointment;
  rows: readonly Row[];
  before?: readonly (readonly [label: string, value: string])[];
}) {
  const items = [...before, ...rows.map((row) => [LABELS[row](), VALUES[row](appointment)] as const)];
  return (
    <dl className={styles.summary}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** When, with whom, where and what kind of visit; nothing else athena knows. */
export function AppointmentSummary({ appointment }: { appointment: ManagedAppointment }) {
  return <SummaryList appointment={appointment} rows={['when', 'provider', 'clinic', 'visit']} />;
}
