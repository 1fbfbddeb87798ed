import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fixtureCore, NOW } from './booking-harness';
import { ManageFlow } from '../pages/manage-appointment/manage-flow';
import { CODE_SENT, fakeManageServer, managed, ok, type Reply } from './fake-manage-server';

export const PATIENT = { email: 'grace.liu@example.com', dateOfBirth: '02/14/1992' };

/** The manage flow over a fake server and the fixture practice (for the time step), at the harness's clock. */
export function renderManage(routes: Record<string, Reply | Reply[]> = {}) {
  const server = fakeManageServer(routes);
  const { core, store } = fixtureCore();
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ManageFlow api={server.api} now={() => new Date(NOW)} core={core} />
    </MemoryRouter>,
  );
  return { ...server, user, store, core };
}

type User = ReturnType<typeof userEvent.setup>;

/** Step 1 as the patient types it: the e-mail, the birthday as digits (the field adds the slashes). */
export async function identify(user: User, who = PATIENT) {
  if (who.email) await user.type(screen.getByLabelText('Email'), who.email);
  if (who.dateOfBirth) await user.type(screen.getByLabelText('Date of birth'), who.dateOfBirth.replace(/\D/g, ''));
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

export async function enterCode(user: User, code = '123456') {
  const field = await screen.findByLabelText('6-digit code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Steps 1 and 2 done: the appointments listed. */
export async function signIn(appointments = [managed()], routes: Record<string, Reply | Reply[]> = {}) {
  const view = renderManage({
    'POST /api/manage/code': CODE_SENT,
    'POST /api/manage/session': ok({ appointments }),
    ...routes,
  });
  await identify(view.user);
  await enterCode(view.user);
  await screen.findByRole('heading', { name: 'Your upcoming appointments' });
  return view;
}
