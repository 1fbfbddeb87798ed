import { describe, expect, it } from 'vitest';
import { waitlistOfferMail } from '../waitlist/offer-mail';
import { mailClock } from './mail-dates';
import {
  bookingConfirmationMail,
  cancelConfirmationMail,
  rescheduleConfirmationMail,
  verificationCodeFields,
  verificationCodeMail,
  type MailAppointment,
} from './manage-mail';

// Mon Dec 1 2025, 9:30 AM PT at Glendale; the earlier appointment it replaces is Wed Dec 10, 2:00 PM PT.
const visit: MailAppointment = {
  appointment: {
    date: '12/01/2025',
    startTime: '09:30',
    providerName: 'Dana Reyes MD',
    departmentName: 'Glendale',
    appointmentTypeName: 'Follow Up',
  },
  department: undefined,
};
const later: MailAppointment = { ...visit, appointment: { ...visit.appointment, date: '12/10/2025', startTime: '14:00' } };
const SITE = 'https://clinic.example';
const ana = { email: 'ana@example.com', name: 'Ana Lee' };
// Mon Dec 1 2025, 3:05 PM PT, when a code stops working.
const CODE_EXPIRES = new Date('2025-12-01T23:05:00Z');

describe("the clinic e-mails in the patient's language", () => {
  it('keeps the English words and clinic-time wording as they were', () => {
    const mail = bookingConfirmationMail(ana, visit, SITE);
    expect(mail.subject).toBe('Your appointment is booked');
    expect(mail.text.split('\n').slice(0, 6)).toEqual([
      'Hello Ana Lee,',
      '',
      'Your appointment is booked.',
      '',
      'When: Monday, Dec 1 - 9:30 AM (Pacific time)',
      'With: Dana Reyes MD',
    ]);
    expect(mailClock(CODE_EXPIRES, 'en')).toBe('3:05 PM');
  });

  it('writes the booking confirmation in Spanish, the time through Intl in clinic time and labelled so', () => {
    const mail = bookingConfirmationMail(ana, visit, SITE, 'es');
    expect(mail.subject).toBe('Su cita está reservada');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Hola, Ana Lee:', '', 'Su cita está reservada.']);
    expect(lines[4]).toMatch(/^Cuándo: lunes, 1 dic\.?,? 9:30 \(hora del Pacífico\)$/);
    expect(lines).toContain('Con: Dana Reyes MD');
    expect(lines).toContain('Para cancelar o cambiar esta cita: https://clinic.example/appointments/manage');
    expect(lines).toContain('¿Tiene preguntas? Llámenos al (818) 555-0142.');
    expect(mail.text).not.toMatch(/Your|When|Pacific time|Questions/);
  });

  it('writes the verification code, cancel and reschedule e-mails in Armenian', () => {
    const fields = verificationCodeFields(ana, '042917', mailClock(CODE_EXPIRES, 'hy'), 'hy');
    const code = verificationCodeMail(fields, 'hy');
    expect(code.subject).toBe('Ձեր հաստատման կոդը');
    expect(code.text).toContain('Ձեր հաստատման կոդն է՝ 042917։');
    expect(code.text).toContain('(մինչև 15:05, կլինիկայի ժամանակով)');

    const cancelled = cancelConfirmationMail(ana, visit, SITE, 'hy');
    expect(cancelled.subject).toBe('Ձեր այցը չեղարկված է');
    expect(cancelled.text).toMatch(/Երբ՝ .*երկուշաբթի.*9:30 \(Խաղաղօվկիանոսյան ժամանակով\)/);
    expect(cancelled.text).toContain('Կրկին գրանցվելու համար՝ https://clinic.example/ կամ զանգահարեք մեզ՝ (818) 555-0142։');

    const moved = rescheduleConfirmationMail(ana, { from: later, to: visit }, SITE, true, 'hy');
    expect(moved.subject).toBe('Ձեր այցը տեղափոխվել է');
    expect(moved.text).toMatch(/Չհաջողվեց չեղարկել Ձեր նախորդ այցը \(.*չորեքշաբթի.*14:00\)/);
  });

  it('writes the waitlist offer in the language the entry was made in', () => {
    const offer = { id: '9', slot: visit, bookedDate: '12/10/2025', bookedTime: '14:00', expiresAt: new Date('2025-12-01T16:30:00Z') };
    const mail = waitlistOfferMail('ana@example.com', offer, { offer: 'o', optOut: 'x' }, SITE, 'es');
    expect(mail.subject).toBe('Hay un horario más temprano disponible');
    expect(mail.text).toMatch(/^Hola:\n/);
    expect(mail.text).toMatch(/Se liberó un horario más temprano que su cita del miércoles, 10 dic\.?,? 14:00:/);
    expect(mail.text).toMatch(/La oferta es válida hasta el lunes, 1 dic\.?,? 8:30 \(hora del Pacífico\)/);
    expect(mail.text).toContain('Dejar de recibir estas ofertas: https://clinic.example/appointments/waitlist/leave?token=x');
    expect(waitlistOfferMail('ana@example.com', offer, { offer: 'o', optOut: 'x' }, SITE).text).toContain(
      'The offer is good until Monday, Dec 1 - 8:30 AM (Pacific time)',
    );
  });
});
