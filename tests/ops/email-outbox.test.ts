// The e-mail outbox across replicas (issue #36): two api and two gateway processes over one PostgreSQL
// server send through one SMTP server, which refuses every message for a while. Reminders fall due and
// customers ask for password resets meanwhile; one gateway is killed while they wait. Once the server
// accepts again, every message arrives exactly once: none lost to the refusal or the kill, none sent
// twice by two replicas, and the database records each as sent.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DAY_SLOTS, workingDayFrom } from '../../api/src/test/calendar.js';
import type { Database } from '../../api/src/db/client.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { apiCallsTo, gql, startReplicas, type Replicas } from '../support/replicas.js';
import { VISIT } from '../evidence/support/data.js';

const [smtpPort] = await freePorts(1);
let replicas: Replicas;
let database: Database;
let gateways: string[];

/** The mail server: refuses every recipient (451, try again later) while `refusing`; else keeps each message. */
let refusing = true;
let refusals = 0;
const accepted: { to: string; subject: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!refusing) return callback();
    refusals += 1;
    const error = new Error('Mailbox unavailable, try again later') as Error & { responseCode: number };
    error.responseCode = 451;
    callback(error);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      for (const r of session.envelope.rcptTo) accepted.push({ to: r.address.toLowerCase(), subject });
      callback();
    });
  },
});

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;
const RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;

const outboxRows = async () =>
  (
    (await database.db.execute(
      sql`select count(*)::int as stored, count(*) filter (where sent_at is not null)::int as sent,
                 coalesce(min(attempts), 0)::int as fewest_attempts
            from email_outbox`,
    )) as unknown as { rows: { stored: number; sent: number; fewest_attempts: number }[] }
  ).rows[0]!;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  replicas = await startReplicas({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // the outbox job every second, a refused message again after 1 s, 2 s, 4 s, ...
    EMAIL_OUTBOX_INTERVAL_SECONDS: '1',
    EMAIL_RETRY_BASE_SECONDS: '1',
    // every visit in the next 14 days is due a reminder; both replicas look every second
    REMINDER_LEAD_HOURS: '336',
    REMINDER_INTERVAL_SECONDS: '1',
    SERIES_JOB_INTERVAL_SECONDS: '0',
  });
  ({ database, gateways } = replicas);
}, 180_000);

afterAll(async () => {
  await replicas?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail through an outbox, with the mail server refusing and a gateway killed', () => {
  it('sends every message exactly once when the server accepts again', async () => {
    const { data } = await gql(gateways[0]!, '{ services { id variations { options { id } } } }');
    const s = data.services[0];
    const line = { serviceId: s.id, optionIds: s.variations.map((v: any) => v.options[0].id), addOnIds: [] };
    const customers: string[] = [];
    const guids: string[] = [];
    // one booking on each of the next working days, first thing, made through both gateways
    for (let day = 2; day <= 9; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      if (workingDayFrom(date) !== date) continue;
      const email = `outbox-${day}-${randomBytes(4).toString('hex')}@example.test`;
      const res = await gql(gateways[day % 2]!, CREATE, {
        input: {
          booking: { date, timeSlot: DEFAULT_DAY_SLOTS[0], lines: [line], modifierOptionIds: [] },
          customer: {
            name: `Outbox ${day}`,
            email,
            password: 'outbox-password-1',
            phone: `021${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          },
          address: VISIT,
        },
      });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      customers.push(email);
      guids.push(res.data.createBooking.booking.guidId);
    }
    // Paid: each visit is due its reminder at both replicas' next run.
    await database.db.execute(
      sql`update bookings set status = 'confirmed', paid_at = now()
          where guid_id in (${sql.join(
            guids.map((g) => sql`${g}`),
            sql`, `,
          )})`,
    );
    // And each customer asks for a password reset, through either gateway: answered at once (stored).
    for (const [i, email] of customers.entries()) {
      const reset = await gql(gateways[i % 2]!, RESET, { input: { email } });
      expect(reset.errors, JSON.stringify(reset.errors)).toBeUndefined();
    }

    // While the server refuses: every reminder and reset is stored, tried and retried, none sent.
    const expected = customers.length * 2;
    await expect
      .poll(async () => (await outboxRows()).stored, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(expected);
    await expect
      .poll(async () => (await outboxRows()).fewest_attempts, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(2);
    expect(accepted).toEqual([]);
    expect((await outboxRows()).sent).toBe(0);

    // A gateway dies while its messages wait; then the server accepts again.
    replicas.gatewayProcesses[0]!.kill('SIGKILL');
    refusing = false;

    const stored = (await outboxRows()).stored;
    await expect.poll(() => accepted.length, { timeout: 90_000, interval: 250 }).toBe(stored);
    // several more runs of the surviving replica's jobs: nothing goes again
    const runs = () => apiCallsTo(gateways[1]!, 'email/claim');
    const before = await runs();
    await expect.poll(runs, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(before + 3);

    expect(refusals).toBeGreaterThanOrEqual(stored);
    const seen = new Map<string, number>();
    for (const m of accepted) seen.set(`${m.to} ${m.subject}`, (seen.get(`${m.to} ${m.subject}`) ?? 0) + 1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(accepted.length).toBe(stored);
    for (const email of customers) {
      const theirs = accepted.filter((m) => m.to === email).map((m) => m.subject);
      expect(
        theirs.filter((s) => s.startsWith('Reminder')),
        email,
      ).toHaveLength(1);
      expect(
        theirs.filter((s) => /password/i.test(s)),
        email,
      ).toHaveLength(1);
    }
    expect((await outboxRows()).sent).toBe(stored);
    const reminded = (await database.db.execute(
      sql`select count(*)::int as n from bookings where reminder_sent_at is not null
          and guid_id in (${sql.join(
            guids.map((g) => sql`${g}`),
            sql`, `,
          )})`,
    )) as unknown as { rows: { n: number }[] };
    expect(reminded.rows[0]!.n).toBe(guids.length);
  });
});
