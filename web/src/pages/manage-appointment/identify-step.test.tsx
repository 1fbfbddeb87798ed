import { CORE_CATALOGS, MANAGE_MESSAGES, MANAGE_TEXTS, translateCoreText } from '@clinic/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CODE_SENT, failure } from '../../test-support/fake-manage-server';
import { activateCatalog } from '../../test-support/catalogs';
import { identify, PATIENT, renderManage } from '../../test-support/render-manage';

describe('manage step 1: e-mail and date of birth', () => {
  it('checks both fields with the dialog\u2019s rules and messages, focuses the first wrong one, and sends nothing', async () => {
    const { user, calls } = renderManage({ 'POST /api/manage/code': CODE_SENT });
    await identify(user, { email: 'grace@', dateOfBirth: '13/45/1992' });
    // The rules arrive with the page's client chunk, so their answer is awaited.
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid date')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('takes a birthday in the future for a typo, as the dialog does (clinic date)', async () => {
    const { user, calls } = renderManage();
    await identify(user, { email: PATIENT.email, dateOfBirth: '12/02/2025' });
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('posts the e-mail and birthday in the body only, then says a code was sent if they match and focuses the code step', async () => {
    const { user, calls } = renderManage({ 'POST /api/manage/code': CODE_SENT });
    await identify(user, { ...PATIENT, email: `  ${PATIENT.email} ` });
    const heading = await screen.findByRole('heading', { name: 'Enter your code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(MANAGE_TEXTS.codeSent);
    expect(calls).toEqual([{ method: 'POST', url: '/api/manage/code', body: PATIENT }]);
  });

  it('shows the server\u2019s field messages for INVALID_INPUT', async () => {
    const { user } = renderManage({
      'POST /api/manage/code': failure('INVALID_INPUT', { fields: { dateOfBirth: MANAGE_TEXTS.dobInvalid } }),
    });
    await identify(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.INVALID_INPUT);
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(MANAGE_TEXTS.dobInvalid);
    expect(screen.getByRole('heading', { name: 'Find your appointments' })).toBeInTheDocument();
  });

  it.each(['RATE_LIMITED', 'MANAGE_UNAVAILABLE'] as const)(
    'says %s plainly, with the office phone to call, and keeps the form',
    async (code) => {
      const { user } = renderManage({ 'POST /api/manage/code': failure(code) });
      await identify(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(MANAGE_MESSAGES[code]);
      expect(alert).toHaveFocus();
      expect(screen.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
      expect(screen.getByLabelText('Email')).toHaveValue(PATIENT.email);
      expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
    },
  );

  it('treats a network failure or an unreadable answer as the service being unavailable', async () => {
    const { user, answer } = renderManage();
    await identify(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.MANAGE_UNAVAILABLE);
    answer('POST /api/manage/code', { status: 502, body: '<html>Bad gateway</html>' });
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.MANAGE_UNAVAILABLE));
  });

  it.each([
    ['hy', 'Գտեք Ձեր այցերը', 'Էլ. փոստ', 'Ծննդյան ամսաթիվ', 'Ուղարկել ինձ կոդ'],
    ['es', 'Busque sus citas', 'Correo electrónico', 'Fecha de nacimiento', 'Enviarme un código'],
  ] as const)("asks in the page's language (%s), the rules' messages included", async (language, title, email, dob, send) => {
    activateCatalog(language);
    const { user, calls } = renderManage({ 'POST /api/manage/code': CODE_SENT });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(email)).toBeInTheDocument();
    expect(screen.getByLabelText(dob)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: send }));
    const required = (text: string) => translateCoreText(CORE_CATALOGS[language], text);
    expect(await screen.findByText(required('Email is required'))).toBeInTheDocument();
    expect(screen.getByText(required('Date of birth is required'))).toBeInTheDocument();
    expect(required('Email is required')).not.toBe('Email is required');
    expect(calls).toEqual([]);
  });
});
