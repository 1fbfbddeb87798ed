import { MANAGE_MESSAGES, MANAGE_TEXTS } from '@clinic/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CODE_SENT, failure, managed, ok } from '../../test-support/fake-manage-server';
import { enterCode, identify, PATIENT, renderManage } from '../../test-support/render-manage';

const SENT = { 'POST /api/manage/code': CODE_SENT };

describe('manage step 2: the e-mailed code', () => {
  it('asks for exactly six digits before sending', async () => {
    const { user, calls } = renderManage(SENT);
    await identify(user);
    await enterCode(user, '12345');
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(MANAGE_TEXTS.codeFormat);
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    expect(calls.map((c) => c.url)).toEqual(['/api/manage/code']);
  });

  it('sends the code with the e-mail and birthday in the body, and opens the appointments on its heading', async () => {
    const { user, calls } = renderManage({ ...SENT, 'POST /api/manage/session': ok({ appointments: [managed()] }) });
    await identify(user);
    await enterCode(user, '123456');
    const heading = await screen.findByRole('heading', { name: 'Your upcoming appointments' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/manage/session', body: { ...PATIENT, code: '123456' } });
  });

  it('says how many tries are left after a wrong code, and lets the patient try again', async () => {
    const { user } = renderManage({
      ...SENT,
      'POST /api/manage/session': [failure('CODE_INVALID', { attemptsLeft: 2 }), failure('CODE_INVALID', { attemptsLeft: 1 })],
    });
    await identify(user);
    await enterCode(user, '111111');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${MANAGE_MESSAGES.CODE_INVALID} You have 2 tries left.`);
    expect(alert).toHaveFocus();
    await enterCode(user, '222222');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have 1 try left.'));
  });

  it.each(['CODE_EXPIRED', 'CODE_LOCKED'] as const)('after %s offers only a new code, which it sends to the same e-mail', async (code) => {
    const { user, calls } = renderManage({ ...SENT, 'POST /api/manage/session': failure(code) });
    await identify(user);
    await enterCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES[code]);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByLabelText('6-digit code')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send me a new code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`We sent a new code. ${MANAGE_TEXTS.codeSent}`));
    expect(screen.getByLabelText('6-digit code')).toBeEnabled();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/manage/code', body: PATIENT });
  });

  it.each(['RATE_LIMITED', 'MANAGE_UNAVAILABLE'] as const)('says %s with the office phone and keeps the code typed', async (code) => {
    const { user } = renderManage({ ...SENT, 'POST /api/manage/session': failure(code) });
    await identify(user);
    await enterCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES[code]);
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
  });

  it('goes back to step 1 with the e-mail and birthday kept, to correct them', async () => {
    const { user } = renderManage(SENT);
    await identify(user);
    await user.click(await screen.findByRole('button', { name: 'Use a different e-mail' }));
    const heading = await screen.findByRole('heading', { name: 'Find your appointments' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue(PATIENT.email);
    expect(screen.getByLabelText('Date of birth')).toHaveValue(PATIENT.dateOfBirth);
  });
});
