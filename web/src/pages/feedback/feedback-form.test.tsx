import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from './feedback-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillAndSend(fetchImpl: typeof fetch) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <FeedbackForm fetchImpl={fetchImpl} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('radio', { name: 'Good' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Which clinic/ }), 'Burbank');
  await user.click(screen.getByRole('textbox', { name: 'Your comments' }));
  await user.paste('Friendly front desk.');
  await user.click(screen.getByRole('button', { name: 'Send my feedback' }));
}

describe('the feedback form', () => {
  it('posts rating, clinic and comments with an empty honeypot, then says it was received', async () => {
    const fetchImpl = vi.fn(async () => answer(201, { success: true }));
    await fillAndSend(fetchImpl);
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback' })).toBeInTheDocument();
    expect(screen.getByText(/We received it/)).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith('/api/feedback', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, clinic: 'Burbank', comments: 'Friendly front desk.', website: '' });
  });

  it('keeps the text in the form with a clear message when the send fails', async () => {
    await fillAndSend(vi.fn(async () => answer(503, { success: false, error: 'internal' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your feedback. Your text is still in the form');
    expect(screen.getByRole('textbox', { name: 'Your comments' })).toHaveValue('Friendly front desk.');
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send my feedback' })).toBeEnabled();
  });

  it('shows the server\u2019s own message when it refuses the input', async () => {
    await fillAndSend(vi.fn(async () => answer(400, { success: false, error: 'Please write your comments.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your comments.');
  });

  it('keeps the honeypot away from people: out of the tab order and hidden from assistive technology', () => {
    render(
      <MemoryRouter>
        <FeedbackForm />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
  });
});
