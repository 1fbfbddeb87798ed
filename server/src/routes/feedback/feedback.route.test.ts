import type { FeedbackPort, PatientFeedback } from '@clinic/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';
import { FEEDBACK_ROUTE_MESSAGE } from './feedback.route';

class RecordingFeedback implements FeedbackPort {
  readonly received: PatientFeedback[] = [];
  async submit(feedback: PatientFeedback) {
    this.received.push(feedback);
  }
}

const post = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/feedback',
  headers: { 'content-type': 'application/json', ...headers },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describe('POST /api/feedback', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function start(feedback: FeedbackPort = new RecordingFeedback(), max = 100, lines?: string[]) {
    ({ app } = await build({
      feedback,
      feedbackRateLimit: { max, timeWindowMs: 60_000 },
      ...(lines ? { log: { stream: { write: (l: string) => void lines.push(l) } } } : {}),
    }));
    return app;
  }

  it('stores a valid feedback, trimmed, and answers 201 success', async () => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post({ rating: 5, clinic: 'La Canada', comments: '  Kind staff.  ', website: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(port.received).toEqual([{ rating: 5, clinic: 'La Canada', comments: 'Kind staff.' }]);
  });

  it('answers a filled honeypot like a patient but stores nothing', async () => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post({ rating: 5, comments: 'Buy cheap pills', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(port.received).toEqual([]);
  });

  it.each([
    ['a rating out of range', { rating: 9, comments: 'x' }, 'Please choose a rating from 1 to 5.'],
    ['a rating as text', { rating: '5; DROP TABLE testimonials', comments: 'x' }, 'Please choose a rating from 1 to 5.'],
    ['a fractional rating', { rating: 4.5, comments: 'x' }, 'Please choose a rating from 1 to 5.'],
    ['an unknown clinic', { rating: 4, clinic: 'Pasadena', comments: 'x' }, 'Please choose Glendale, La Canada or Burbank, or no clinic.'],
    ['blank comments', { rating: 4, comments: '   ' }, 'Please write your comments.'],
    ['comments as an object', { rating: 4, comments: { $gt: '' } }, 'Please write your comments.'],
    ['comments over 1000 characters', { rating: 4, comments: 'a'.repeat(1001) }, 'Comments must be 1000 characters or fewer.'],
    ['an extra field', { rating: 4, comments: 'x', is_public: true }, 'The request is not valid.'],
  ])('refuses %s with a clear message, storing nothing', async (_label, body, message) => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: message });
    expect(port.received).toEqual([]);
  });

  it.each([
    ['an escape sequence that clears the screen', 'Great!\u001b[2J\u001b[31mYour account is locked'],
    ['an OSC 52 clipboard write', 'Nice\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\u0007'],
    ['a carriage return that overwrites the row', 'Terrible care\rWonderful care'],
    ['a C1 control', 'Fine \u009b2J'],
    ['a NUL byte', 'Fine\u0000'],
  ])('refuses comments holding %s with 400 and says why, storing nothing', async (_label, comments) => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post({ rating: 5, comments }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Comments may not contain control characters; use plain text, line breaks and tabs only.',
    });
    expect(port.received).toEqual([]);
  });

  it('keeps line breaks and tabs in comments', async () => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post({ rating: 5, comments: 'First visit:\n\tquick and kind.' }));
    expect(res.statusCode).toBe(201);
    expect(port.received).toEqual([{ rating: 5, comments: 'First visit:\n\tquick and kind.' }]);
  });

  it.each([
    ['a JSON array', '[{"rating":5,"comments":"x"}]', 400],
    ['malformed JSON', '{"rating":5,', 400],
    ['a huge body', JSON.stringify({ rating: 5, comments: 'a'.repeat(50_000) }), 413],
  ])('refuses %s', async (_label, payload, status) => {
    const port = new RecordingFeedback();
    const res = await (await start(port)).inject(post(payload));
    expect(res.statusCode).toBe(status);
    expect(port.received).toEqual([]);
  });

  it('limits posts per client address', async () => {
    const server = await start(new RecordingFeedback(), 2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await server.inject(post({ rating: 5, comments: `visit ${i}` }))).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('says so clearly when the database is down, and logs no comment text', async () => {
    const lines: string[] = [];
    const down: FeedbackPort = {
      submit: async () => Promise.reject(Object.assign(new Error('Failing row contains (Secret comment)'), { code: 'ECONNREFUSED' })),
    };
    const res = await (await start(down, 100, lines)).inject(post({ rating: 3, comments: 'Secret comment' }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: FEEDBACK_ROUTE_MESSAGE.unavailable });
    expect(lines.join('')).toContain('ECONNREFUSED');
    expect(lines.join('')).not.toContain('Secret comment');
  });
});
