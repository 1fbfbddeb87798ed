import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../ports';
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
