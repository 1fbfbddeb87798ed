import type { MailerPort, MailQueuePort, OutgoingMail } from '@clinic/core';
import { listMailQueue, openDatabase } from '@clinic/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@clinic/database/test-support';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { addClinicDays, formatUsDate, type OpenSlot } from '@clinic/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openServerDatabase } from '../database/open-server-database';
import { shutDownGracefully } from '../graceful-shutdown';
import { metricsRegistry } from '../metrics/metrics';
import { TEST_SESSION_SECRET, boundTo, buildStack, proxy } from '../test-support/build-app';
import { MemoryCodes } from '../test-support/manage-memory';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const BOOKED = [PERSONAS.withInsurance, PERSONAS.withoutInsurance, PERSONAS.namesake, PERSONAS.messyInsurance];

/** The SMTP side: keeps what it accepts, refuses while `down`, and says when a number of messages has arrived. */
class CapturingTransport implements MailerPort {
  readonly sent: OutgoingMail[] = [];
  down = false;
  private waiters: { count: number; done: () => void }[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    if (this.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    this.sent.push(mail);
    this.waiters = this.waiters.filter((w) => (this.sent.length >= w.count ? void w.done() : true));
  }

  received(count: number): Promise<void> {
    return this.sent.length >= count ? Promise.resolve() : new Promise((done) => this.waiters.push({ count, done }));
  }
}

let postgres: ThrowawayPostgres;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'clinic-mail-'));
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/**
 * Holds a booking confirmation's write to the queue, once armed, the way a slow athena holds the confirmation's
 * lookups: until the shutdown either waits for the app's background work or starts closing the database. Which of
 * the two comes first is the race a shutdown used to lose.
 */
class ConfirmationGate {
  armed = false;
  readonly open: () => void;
  private readonly opened: Promise<void>;

  constructor() {
    let open = () => {};
    this.opened = new Promise<void>((done) => (open = done));
    this.open = open;
  }

  around(queue: MailQueuePort): MailQueuePort {
    return {
      enqueue: async (mail) => {
        if (this.armed && mail.kind === 'booking-confirmation') await this.opened;
        return queue.enqueue(mail);
      },
      claim: () => queue.claim(),
      markSent: (id) => queue.markSent(id),
      retryLater: (id, at, code) => queue.retryLater(id, at, code),
      markFailed: (id, code) => queue.markFailed(id, code),
      pendingCount: () => queue.pendingCount(),
    };
  }

  /** Opens when `service.idle()` is called: the shutdown waits for the background work it would otherwise cut. */
  openOnIdle(service: { idle(): Promise<void> }): void {
    const idle = service.idle.bind(service);
    service.idle = () => {
      this.open();
      return idle();
    };
  }
}

/** The queue's waiting and given-up messages, read as `clinic mail queue` reads them. */
async function queueLeft() {
  const open = await openDatabase({ databaseUrl: postgres.url, dataDir });
  try {
    return (await listMailQueue(open.db, { failedOnly: false })).map((m) => [m.kind, m.state]);
  } finally {
    await open.close();
  }
}

/**
 * One server process: its own connections to the shared PostgreSQL, the app over a fake athena, its mail through
 * the queue into `transport`. `close` closes what run-server.ts closes after the app: athena's pool, the database.
 */
async function startServer(transport: MailerPort, gate?: ConfirmationGate, confirmationsPerDay = 10) {
  const wide = { max: 1000, windowMs: 60_000 };
  const database = await openServerDatabase({ databaseUrl: postgres.url, dataDir });
  const queue = database.mailQueue(TEST_SESSION_SECRET, confirmationsPerDay);
  const { directory } = database.manage(TEST_SESSION_SECRET);
  const stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: {
      now: () => NOW,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      limits: { upcomingPerPatient: 0 },
      log: { stream: { write: (line: string) => void lines.push(line) } },
      manage: {
        codes: new MemoryCodes(),
        directory,
        mailer: transport,
        // No backoff and no giving up: a failed attempt is due again at the next round, so the next process's worker
        // need not wait for a real backoff.
        queue: { queue: gate ? gate.around(queue) : queue, worker: { pollMs: 200, backoffMs: () => 0, maxAttempts: 1000 } },
        siteOrigin: 'https://clinic.example.org',
        limits: { codePerAddress: wide, codePerEmail: wide, verifyPerAddress: wide, verifyPerEmail: wide, actionsPerAddress: wide },
      },
    },
  });
  // Listening for real, so a close waits for a request in flight as it does on SIGTERM; `nextRequest` says one came in.
  let arrived: () => void = () => undefined;
  const nextRequest = () => new Promise<void>((done) => (arrived = done));
  stack.app.addHook('onRequest', async () => arrived());
  await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const close = async () => {
    await stack.close();
    gate?.open();
    await database.close();
  };
  return { ...stack, close, nextRequest, port: (stack.app.server.address() as { port: number }).port };
}

type Stack = Awaited<ReturnType<typeof startServer>>;

function slotFor(stack: Stack, index: number): OpenSlot {
  const slots = stack.store.openSlots({
    departmentId: '1',
    startDate: formatUsDate(addClinicDays(TODAY, 1)),
    endDate: formatUsDate(addClinicDays(TODAY, 14)),
  });
  return slots[index * 7]!;
}

function bookingRequest(patientId: string, slot: OpenSlot) {
  return proxy(
    `/appointments/${slot.appointmentid}`,
    'PUT',
    `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`,
    boundTo(patientId),
  );
}

it('every patient booked while PostgreSQL was down, or during a shutdown with SMTP down, gets exactly one confirmation once it is back; no log line names them', async () => {
  const [ana, tom, namesake, rosa] = BOOKED as [
    (typeof BOOKED)[number],
    (typeof BOOKED)[number],
    (typeof BOOKED)[number],
    (typeof BOOKED)[number],
  ];
  const smtp = new CapturingTransport();
  const gate = new ConfirmationGate();
  const first = await startServer(smtp, gate);
  gate.openOnIdle(first.app.manageService!);

  // Before the outage: queued and delivered.
  expect((await first.app.inject(bookingRequest(ana.patientid, slotFor(first, 0)))).statusCode).toBe(200);
  await smtp.received(1);

  // PostgreSQL stops (#36: "PostgreSQL down for 17 s"): the bookings still succeed, their confirmations wait in memory.
  await postgres.pause();
  for (const [i, patient] of [tom, namesake].entries()) {
    expect((await first.app.inject(bookingRequest(patient.patientid, slotFor(first, i + 1)))).statusCode).toBe(200);
  }
  await first.app.manageService!.idle();
  expect(lines.filter((l) => l.includes('mail held in memory'))).toHaveLength(2);
  expect(smtp.sent).toHaveLength(1);

  // PostgreSQL is back: the held confirmations are written and delivered without anyone asking.
  await postgres.resume();
  await smtp.received(3);

  // A rolling restart while SMTP is down: a booking answered in the drain window is queued, not dropped.
  smtp.down = true;
  gate.armed = true;
  const request = bookingRequest(rosa.patientid, slotFor(first, 3));
  const arrived = first.nextRequest();
  const answered = fetch(`http://127.0.0.1:${first.port}${request.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: JSON.stringify(request.payload),
  });
  await arrived;
  // What SIGTERM runs (run-server.ts): stop accepting, let the booking finish, close the app, then the rest.
  const closed = shutDownGracefully(first.app, { graceMs: 10_000, resources: [() => first.close()] });
  expect((await answered).status).toBe(200);
  await closed;
  expect(smtp.sent).toHaveLength(3);
  expect(await queueLeft()).toEqual([['booking-confirmation', 'pending']]);

  // The next process (SMTP back) delivers what the first one left in the queue.
  smtp.down = false;
  const second = await startServer(smtp);
  try {
    await smtp.received(4);
  } finally {
    await second.close();
  }
  expect(await queueLeft()).toEqual([]);

  const confirmations = smtp.sent.filter((m) => m.kind === 'booking-confirmation').map((m) => m.to.email);
  expect(confirmations.sort()).toEqual(BOOKED.map((p) => p.email).sort());
  const identifying = BOOKED.flatMap((p) => [p.email, p.firstname, p.lastname, p.dob, p.mobilephone]);
  expect(lines.filter((line) => identifying.some((value) => line.includes(value)))).toEqual([]);
}, 120_000);

it('past the daily cap of one address the booking still succeeds, the confirmation is not sent and a metric counts it (#34)', async () => {
  const empty = await openDatabase({ databaseUrl: postgres.url, dataDir });
  await empty.db.deleteFrom('mail_queue').execute();
  await empty.close();
  const capped = () => metricsRegistry.getSingleMetric('clinic_mail_handovers_total')!.get();
  const cappedBefore = (await capped()).values.find((v) => v.labels.outcome === 'capped')?.value ?? 0;
  const smtp = new CapturingTransport();
  const server = await startServer(smtp, undefined, 1);
  try {
    const ana = PERSONAS.withInsurance;
    for (const index of [0, 1]) {
      expect((await server.app.inject(bookingRequest(ana.patientid, slotFor(server, index)))).statusCode).toBe(200);
      await server.app.manageService!.idle();
    }
    await smtp.received(1);
  } finally {
    await server.close();
  }
  expect(smtp.sent.map((m) => m.kind)).toEqual(['booking-confirmation']);
  expect((await capped()).values.find((v) => v.labels.outcome === 'capped' && v.labels.kind === 'booking-confirmation')?.value).toBe(
    cappedBefore + 1,
  );
  expect(await queueLeft()).toEqual([['booking-confirmation', 'capped']]);
}, 120_000);
