import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../ports';
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

// Mon Dec 1 2025, 9:30 AM PT at Glendale.
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
const SITE = 'https://clinic.example';

// Every message a name can reach, for one recipient.
function allMails(to: { email: string; name: string }): OutgoingMail[] {
  return [
    verificationCodeMail(verificationCodeFields(to, '042917', '3:05 PM')),
    bookingConfirmationMail(to, visit, SITE),
    cancelConfirmationMail(to, visit, SITE),
    rescheduleConfirmationMail(to, { from: visit, to: visit }, SITE, false),
  ];
}

describe('a patient name in the clinic e-mails', () => {
  it('greets a patient by a real name', () => {
    for (const mail of allMails({ email: 'ana@example.com', name: 'Ana María Ngô-Lopez' })) {
      expect(mail.text.split('\n')[0]).toBe('Hello Ana María Ngô-Lopez,');
      expect(mail.to).toEqual({ email: 'ana@example.com', name: 'Ana María Ngô-Lopez' });
    }
  });

  it.each([
    'URGENT: your account is locked, log in at http://evil.example/verify Smith',
    'Please confirm at evil.example now',
    'Call 818 555 0100 Smith',
    'Ana\u001b]8;;http://evil.example\u0007Lopez',
  ])('leaves out a name that could carry a message (%s): "Hello," only, in the text and the To line', (name) => {
    for (const mail of allMails({ email: 'victim@example.com', name })) {
      expect(mail.text.split('\n')[0]).toBe('Hello,');
      expect(mail.text).not.toContain('evil');
      expect(mail.text).not.toMatch(/URGENT|818 555/);
      expect(mail.to).toEqual({ email: 'victim@example.com', name: '' });
    }
  });
});

describe('the booking confirmation', () => {
  it('links to the manage page for "Tell me if an earlier time opens" (#33)', () => {
    const mail = bookingConfirmationMail({ email: 'ana@example.com', name: 'Ana Lee' }, visit, SITE);
    expect(mail.text).toContain(`Tell us if an earlier time opens: ${SITE.replace(/\/+$/, '')}/appointments/manage`);
  });
});

// The earlier appointment a move replaces: Wed Dec 10 2025, 2:00 PM PT.
const later: MailAppointment = { ...visit, appointment: { ...visit.appointment, date: '12/10/2025', startTime: '14:00' } };
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
    expect(mail.subject).toBe('Su cita está programada');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Hola, Ana Lee:', '', 'Su cita está programada.']);
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
