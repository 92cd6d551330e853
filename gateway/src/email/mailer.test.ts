import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiBookingSchema } from '../api/replies/bookings.js';
import { createMailer, outboxDir } from './index.js';

/** A booking as bookings/get.php returns it (parsed with the gateway's own schema). */
const booking = ApiBookingSchema.parse({
  id: 41,
  guidId: 'booking-0f1e2d3c4b5a69788796a5b4c3d2e1f0-mi8x2k',
  userId: 7,
  user: {
    id: 7,
    name: 'Thandi <script>alert(1)</script> Mokoena',
    email: 'thandi@example.co.za',
    phone: '0821234567',
    address: null,
  },
  bookingDate: '2026-12-12',
  bookingTime: '10:00 - 10:45',
  status: 'confirmed',
  statusId: 1,
  totalPrice: 2025,
  services: [
    {
      id: 1,
      serviceId: 3,
      packageId: 0,
      name: 'Lawn Mowing & Edging',
      price: 600.6,
      variations: [
        {
          variationName: 'Lawn size',
          variationOptionId: 12,
          serviceVariationId: 4,
          option: { id: 12, label: 'Medium <200 m²>', additionalCost: 150.5 },
        },
      ],
      addOns: [{ id: 1, addOnId: 5, name: 'Grass bagging', price: 45.99 }],
    },
    {
      id: 2,
      serviceId: null,
      packageId: 7,
      name: 'Spring Clean-up',
      price: 1999,
      variations: [],
      addOns: [],
    },
  ],
  modifiers: [
    {
      id: 1,
      modifierId: 3,
      modifierOptionId: 32,
      modifier: { id: 3, name: 'Customer type', description: null },
      option: {
        id: 32,
        name: 'First-time customer',
        description: null,
        type: 'discount',
        value: 25,
        units: 'percent',
      },
    },
  ],
});

interface ReadMessage {
  headers: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Reads an .eml back: the top headers and the decoded text and HTML parts. */
function readEml(raw: string): ReadMessage {
  const [headers = ''] = raw.split('\r\n\r\n', 1);
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const find = (type: string): string => {
    const part = parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p));
    if (!part) throw new Error(`no ${type} part`);
    const split = part.indexOf('\r\n\r\n');
    const partHeaders = part.slice(0, split);
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHeaders)?.[1] ?? '7bit';
    return decodeBody(part.slice(split + 4), encoding);
  };
  // unfold folded header lines (RFC 5322 2.2.3)
  return { headers: headers.replace(/\r\n[ \t]+/g, ' '), text: find('text/plain'), html: find('text/html') };
}

const baseConfig = {
  publicUrl: 'http://localhost:4000',
  mailFrom: 'GreenLeaf Bookings <bookings@greenleaf.local>',
  smtpUrl: undefined,
};

describe('createMailer without SMTP_URL: the outbox folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gl-mail-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const outboxFiles = () => readdirSync(outboxDir(dataDir)).sort();
  const readOnly = (): ReadMessage => {
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    return readEml(readFileSync(join(outboxDir(dataDir), files[0]!), 'utf8'));
  };

  it('writes a booking confirmation with the booking, its lines, the total in rand and the link', async () => {
    await createMailer({ ...baseConfig, dataDir }).sendBookingConfirmation(booking);
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_thandi@example\.co\.za_[0-9a-f]{6}\.eml$/,
    );

    const mail = readOnly();
    expect(mail.headers).toMatch(/^To: .*<thandi@example\.co\.za>/m);
    expect(mail.headers).toMatch(/^From: GreenLeaf Bookings <bookings@greenleaf\.local>/m);
    expect(mail.headers).toMatch(
      /^Subject: Your GreenLeaf booking is confirmed: Saturday, 12 December 2026, 10:00 - 10:45/m,
    );

    const link = 'http://localhost:4000/booking-successful/booking-0f1e2d3c4b5a69788796a5b4c3d2e1f0-mi8x2k';
    const rand = (n: number) =>
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(n);
    expect(rand(2025)).toMatch(/^R\s2\s025,00$/); // the en-ZA rand format, as the customer sees it
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('booking-0f1e2d3c4b5a69788796a5b4c3d2e1f0-mi8x2k');
      expect(body).toContain('Saturday, 12 December 2026');
      expect(body).toContain('10:00 - 10:45');
      expect(body).toContain(rand(2025));
      expect(body).toContain(rand(600.6));
      expect(body).toContain(rand(1999));
      expect(body).toContain('Grass bagging');
      expect(body).toContain('First-time customer');
      expect(body).toContain(link);
    }
    expect(mail.text).toContain('- Lawn Mowing & Edging: ' + rand(600.6));
    expect(mail.text).toContain('Lawn size: Medium <200 m²>');
    expect(mail.text).toContain(`Total: ${rand(2025)}`);
  });

  it('escapes user and catalogue text in the HTML body', async () => {
    await createMailer({ ...baseConfig, dataDir }).sendBookingConfirmation(booking);
    const { html } = readOnly();
    expect(html).not.toContain('<script>');
    expect(html).toContain('Thandi &lt;script&gt;alert(1)&lt;/script&gt; Mokoena');
    expect(html).toContain('Lawn Mowing &amp; Edging');
    expect(html).toContain('Medium &lt;200 m²&gt;');
  });

  it('writes a password reset with the one-hour link', async () => {
    await createMailer({ ...baseConfig, publicUrl: 'https://greenleaf.example', dataDir }).sendPasswordReset({
      name: 'Sipho',
      email: 'sipho@example.co.za',
      token: 'tok_abc-DEF123',
    });
    const mail = readOnly();
    expect(mail.headers).toMatch(/^To: Sipho <sipho@example\.co\.za>/m);
    expect(mail.headers).toMatch(/^Subject: Reset your GreenLeaf password/m);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://greenleaf.example/reset-password/tok_abc-DEF123');
      expect(body).toContain('valid for 1 hour');
    }
  });

  it('writes one file per message', async () => {
    const mailer = createMailer({ ...baseConfig, dataDir });
    await Promise.all([
      mailer.sendPasswordReset({ name: 'A', email: 'a@example.com', token: 't1' }),
      mailer.sendPasswordReset({ name: 'B', email: 'b@example.com', token: 't2' }),
      mailer.sendBookingConfirmation(booking),
    ]);
    const files = outboxFiles();
    expect(files).toHaveLength(3);
    expect(files.filter((f) => f.includes('_a@example.com_'))).toHaveLength(1);
    expect(files.filter((f) => f.includes('_b@example.com_'))).toHaveLength(1);
  });

  it("lists a programme's later visits in its confirmation, saying which one was placed elsewhere", async () => {
    const first = { ...booking, seriesId: 4, seriesKind: 'programme' as const };
    const later = [
      {
        ...first,
        id: 901,
        bookingDate: '2026-12-26',
        bookingTime: '10:00 - 10:45',
        visitEnd: { date: '2026-12-26', time: '11:30' },
        totalPrice: 0,
      },
      {
        ...first,
        id: 902,
        bookingDate: '2027-01-09',
        bookingTime: '11:30 - 12:15',
        visitEnd: { date: '2027-01-09', time: '13:00' },
        totalPrice: 0,
        movedFrom: '2027-01-09 10:00 - 10:45',
      },
    ];
    await createMailer({ ...baseConfig, dataDir }).sendBookingConfirmation(first, later);
    const mail = readOnly();
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Your programme's later visits");
      // Each visit from its start to its expected end; where one was planned, by its start.
      expect(body).toContain('Saturday, 26 December 2026, 10:00 - 11:30');
      expect(body).toContain(
        'Saturday, 9 January 2027, 11:30 - 13:00 (planned for Saturday, 9 January 2027 at 10:00; that time slot was full)',
      );
    }
    expect(mail.text).toContain('- Saturday, 26 December 2026, 10:00 - 11:30');
  });

  it("tells of a series' visit placed elsewhere than planned, with its manage link", async () => {
    const mailer = createMailer({
      ...baseConfig,
      dataDir,
      manageLinkSecret: 'test-manage-link-secret-0123456789abcdef',
      manageLinkDays: 90,
    });
    const moved = {
      ...booking,
      status: 'pending' as const,
      seriesId: 3,
      seriesKind: 'repeat' as const,
      payLater: true,
      bookingDate: '2026-12-12',
      bookingTime: '11:30 - 12:15',
      visitEnd: { date: '2026-12-12', time: '13:00' },
      movedFrom: '2026-12-12 10:00 - 10:45',
    };
    await mailer.sendSeriesVisitMoved(moved);
    const mail = readOnly();
    expect(mail.headers).toMatch(/^To: .*<thandi@example\.co\.za>/m);
    expect(mail.headers).toMatch(
      /^Subject: Your GreenLeaf visit is booked for Saturday, 12 December 2026, 11:30 - 13:00/m,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('planned for Saturday, 12 December 2026 at 10:00');
      expect(body).toContain('that time slot is already full');
      expect(body).toMatch(
        /http:\/\/localhost:4000\/manage\/booking-0f1e2d3c4b5a69788796a5b4c3d2e1f0-mi8x2k\.\d+\./,
      );
    }
  });

  it("reminds of a series' visit not paid yet with the link to pay it", async () => {
    const mailer = createMailer({
      ...baseConfig,
      dataDir,
      manageLinkSecret: 'test-manage-link-secret-0123456789abcdef',
      manageLinkDays: 90,
    });
    await mailer.sendBookingReminder({ ...booking, status: 'pending', payLater: true, seriesId: 3 });
    const mail = readOnly();
    expect(mail.headers).toMatch(/^Subject: Reminder: your GreenLeaf visit on .* is not paid yet/m);
    const pay =
      'http://localhost:4000/booking-checkout/payments/booking-0f1e2d3c4b5a69788796a5b4c3d2e1f0-mi8x2k';
    expect(mail.text).toContain(`Pay for this visit: ${pay}`);
    expect(mail.html).toContain(`href="${pay}"`);
    expect(mail.text).toContain('not paid yet');
  });

  it('refuses a booking without a customer e-mail address', async () => {
    await expect(
      createMailer({ ...baseConfig, dataDir }).sendBookingConfirmation({ ...booking, user: null }),
    ).rejects.toThrow(/no customer e-mail/);
  });
});

/** A minimal SMTP server that records what it receives (enough for nodemailer's plain SMTP). */
function startSmtpServer(): Promise<{
  server: Server;
  port: number;
  received: { from: string; to: string[]; data: string }[];
}> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('createMailer with SMTP_URL', () => {
  it('sends over SMTP and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'gl-mail-'));
    try {
      const mailer = createMailer({
        ...baseConfig,
        dataDir,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      });
      await mailer.sendPasswordReset({ name: 'Sipho', email: 'sipho@example.co.za', token: 'tok123' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['RCPT TO:<sipho@example.co.za>']);
      const mail = readEml(smtp.received[0]!.data);
      expect(mail.text).toContain('http://localhost:4000/reset-password/tok123');
      expect(() => readdirSync(outboxDir(dataDir))).toThrow();
    } finally {
      smtp.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
