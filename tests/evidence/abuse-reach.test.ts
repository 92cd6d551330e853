// Issue #32, "A booking id opens its customer's details" and "Reach leaks", as an attacker tries them
// through the real gateway and api on PGlite: a booking id is a receipt (no name, e-mail, phone,
// street or gate code, and no cancel) for whoever holds it without the owner's session, the office or
// the manage link; those three still read it whole and cancel it. A manager lists and opens customers,
// not admin or staff accounts; a crew member reads another crew's job as a receipt.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signManageToken } from '../../gateway/src/booking/manage-token.js';
import { workingDayFrom } from '../../api/src/test/calendar.js';
import { client, codes, type Client } from './support/client.js';
import {
  CREATE_BOOKING,
  demoLine,
  rows,
  signedIn,
  SLOTS,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

let t: InProcess;
let owner: Client & { userId: number; email: string };
let line: CatalogueLine;
let day: string;
let slot = 0;

const GATE = 'Gate code 4417, friendly dog';
const STREET = '12 Receipt Lane';
const PHONE = '0215550100';

const READ = `query($g: ID!) { booking(guidId: $g) {
  guidId status totalPrice bookingDate bookingTime visitTime amountPaid amountOwed heldUntil
  services { name price } customer { name email phone address } address { street suburb } propertyNotes
} }`;
const CANCEL = `mutation($i: CancelBookingInput!) { cancelBooking(input: $i) { booking { status } } }`;
const PREVIEW = `query($g: ID!, $t: String) { cancelPreview(guidId: $g, manageToken: $t) { refundDue } }`;
const MANAGED = `query($t: String!) { managedBooking(token: $t) { customer { email } address { street } propertyNotes } }`;

interface ReadBooking {
  booking: {
    status: string;
    totalPrice: number;
    services: { name: string }[];
    customer: { name: string; email: string; phone: string | null } | null;
    address: { street: string } | null;
    propertyNotes: string | null;
  } | null;
}

/** A pending booking of the owner's, with a street and a gate code. */
async function ownersBooking(): Promise<string> {
  const r = await owner.gql(CREATE_BOOKING, {
    input: {
      address: { ...VISIT, street: STREET, propertyNotes: GATE },
      booking: { date: day, timeSlot: SLOTS[slot++]!, lines: [line] },
    },
  });
  expect(r.errors).toBeUndefined();
  return (r.data!.createBooking.booking as { guidId: string }).guidId;
}

const statusOf = async (guidId: string) =>
  (await rows<{ status: string }>(t.api.db, sql`select status from bookings where guid_id = ${guidId}`))[0]!
    .status;

const tokenFor = (guidId: string) =>
  signManageToken(t.config.manageLinkSecret, guidId, new Date(Date.now() + 86_400_000));

// Every attack on both databases the product runs on.
for (const db of ['pglite', 'postgres'] as const) {
  describe(`reach (${db})`, () => {
    beforeAll(async () => {
      t = await inProcess({ db, config: { apiTimeoutMs: 30_000 } });
      slot = 0; // each database's day starts empty
      owner = await signedIn(t.api, t.url, 'client');
      await t.api.db.execute(sql`update users set phone = ${PHONE} where id = ${owner.userId}`);
      line = await demoLine(client(t.url));
      day = workingDayFrom(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('a booking id is a receipt, not a key', () => {
      it('anonymous: the receipt (services, date, total, status) and no name, e-mail, phone, street or gate code', async () => {
        const guidId = await ownersBooking();
        const r = await client(t.url).gql<ReadBooking>(READ, { g: guidId });
        expect(r.errors).toBeUndefined();
        const b = r.data!.booking!;
        expect(b).toMatchObject({ status: 'PENDING', customer: null, address: null, propertyNotes: null });
        expect(b.totalPrice).toBeGreaterThan(0);
        expect(b.services.length).toBeGreaterThan(0);
        for (const secret of [owner.email, STREET, GATE, PHONE, 'Evidence client']) {
          expect(r.text).not.toContain(secret);
        }
      });

      it("anonymous may pay it (Pay now), but the provider's form names no buyer", async () => {
        const guidId = await ownersBooking();
        const START = 'mutation($g: ID!) { startPayment(guidId: $g) { fields { name value } } }';
        const anonymous = await client(t.url).gql(START, { g: guidId });
        expect(anonymous.errors).toBeUndefined();
        const names = (anonymous.data!.startPayment.fields as { name: string }[]).map((f) => f.name);
        expect(names).toContain('amount');
        expect(names).not.toContain('email_address');
        expect(names).not.toContain('cell_number');
        expect(names).not.toContain('name_first');
        expect(anonymous.text).not.toContain(owner.email);
        // the owner's form fills them in for the provider
        const own = await owner.gql(START, { g: guidId });
        expect(own.text).toContain(owner.email);
      });

      it('another customer signed in reads the same receipt', async () => {
        const guidId = await ownersBooking();
        const stranger = await signedIn(t.api, t.url, 'client');
        const r = await stranger.gql<ReadBooking>(READ, { g: guidId });
        expect(r.data!.booking).toMatchObject({ customer: null, address: null, propertyNotes: null });
        expect(r.text).not.toContain(owner.email);
      });

      it('anonymous cannot cancel a pending booking, nor see what a cancel would do', async () => {
        const guidId = await ownersBooking();
        const anonymous = client(t.url);
        expect(codes(await anonymous.gql(CANCEL, { i: { guidId } }))).toEqual(['FORBIDDEN']);
        expect(codes(await anonymous.gql(PREVIEW, { g: guidId }))).toEqual(['FORBIDDEN']);
        const stranger = await signedIn(t.api, t.url, 'client');
        expect(codes(await stranger.gql(CANCEL, { i: { guidId } }))).toEqual(['FORBIDDEN']);
        // a manage link of another booking opens nothing here
        const other = await ownersBooking();
        expect(codes(await anonymous.gql(CANCEL, { i: { guidId, manageToken: tokenFor(other) } }))).toEqual([
          'FORBIDDEN',
        ]);
        expect(await statusOf(guidId)).toBe('pending');
      });

      it("the owner's session reads it whole and cancels it", async () => {
        const guidId = await ownersBooking();
        const r = await owner.gql<ReadBooking>(READ, { g: guidId });
        expect(r.data!.booking).toMatchObject({
          customer: { email: owner.email, phone: PHONE },
          address: { street: STREET },
          propertyNotes: GATE,
        });
        const cancelled = await owner.gql(CANCEL, { i: { guidId } });
        expect(cancelled.errors).toBeUndefined();
        expect(await statusOf(guidId)).toBe('cancelled');
      });

      it('the manage link reads it whole and cancels it, without a session', async () => {
        const guidId = await ownersBooking();
        const token = tokenFor(guidId);
        const anonymous = client(t.url);
        const managed = await anonymous.gql(MANAGED, { t: token });
        expect(managed.data!.managedBooking).toEqual({
          customer: { email: owner.email },
          address: { street: STREET },
          propertyNotes: GATE,
        });
        expect((await anonymous.gql(PREVIEW, { g: guidId, t: token })).errors).toBeUndefined();
        const cancelled = await anonymous.gql(CANCEL, { i: { guidId, manageToken: token } });
        expect(cancelled.errors).toBeUndefined();
        expect(await statusOf(guidId)).toBe('cancelled');
      });

      it('the office reads it whole', async () => {
        const guidId = await ownersBooking();
        const manager = await signedIn(t.api, t.url, 'manager');
        const r = await manager.gql<ReadBooking>(READ, { g: guidId });
        expect(r.data!.booking).toMatchObject({ customer: { email: owner.email }, propertyNotes: GATE });
      });
    });

    describe('a manager reaches customers, not admin or staff accounts', () => {
      it('adminSelectOptions(USERS) lists no admin or staff, and adminCustomer of an admin is refused', async () => {
        const admin = await signedIn(t.api, t.url, 'admin');
        const staff = await signedIn(t.api, t.url, 'staff');
        const manager = await signedIn(t.api, t.url, 'manager');
        const options = await manager.gql<{ adminSelectOptions: { value: string }[] }>(
          '{ adminSelectOptions(table: USERS) { value label } }',
        );
        expect(options.errors).toBeUndefined();
        const ids = options.data!.adminSelectOptions.map((o) => o.value);
        expect(ids).toContain(String(owner.userId));
        expect(ids).not.toContain(String(admin.userId));
        expect(ids).not.toContain(String(staff.userId));
        expect(ids).not.toContain(String(manager.userId));
        expect(options.text).not.toContain(admin.email);

        const CUSTOMER = 'query($id: ID!) { adminCustomer(id: $id) { user { email } } }';
        const opened = await manager.gql(CUSTOMER, { id: String(admin.userId) });
        expect(codes(opened)).toEqual(['FORBIDDEN']);
        expect(opened.text).not.toContain(admin.email);
        expect(codes(await manager.gql(CUSTOMER, { id: String(staff.userId) }))).toEqual(['FORBIDDEN']);
        const notes = await manager.gql(
          'mutation($i: AdminCustomerNotesInput!) { adminSaveCustomerNotes(input: $i) { officeNotes } }',
          { i: { id: String(admin.userId), officeNotes: 'written by a manager' } },
        );
        expect(codes(notes)).toEqual(['FORBIDDEN']);
        const customer = await manager.gql<{ adminCustomer: { user: { email: string } } }>(CUSTOMER, {
          id: String(owner.userId),
        });
        expect(customer.data!.adminCustomer.user.email).toBe(owner.email);

        // the admin still lists and opens every account
        const all = await admin.gql<{ adminSelectOptions: { value: string }[] }>(
          '{ adminSelectOptions(table: USERS) { value } }',
        );
        expect(all.data!.adminSelectOptions.map((o) => o.value)).toContain(String(staff.userId));
        expect((await admin.gql(CUSTOMER, { id: String(staff.userId) })).errors).toBeUndefined();
      });
    });

    describe("a crew member reads their crew's jobs, not another crew's", () => {
      it("booking(guidId) of another crew's job has no gate code, name or street; of their own it has", async () => {
        const guidId = await ownersBooking();
        const ours = await signedIn(t.api, t.url, 'staff');
        const theirs = await signedIn(t.api, t.url, 'staff');
        const crew = async (name: string, member: number) => {
          const r = await t.api.post<{ id: number }>('crews/save.php', {
            name,
            colour: '#336699',
            memberIds: [member],
          });
          expect(r.status).toBe(200);
          return r.body.id;
        };
        const theirCrew = await crew(`Reach ${Date.now()} B`, theirs.userId);
        await crew(`Reach ${Date.now()} A`, ours.userId);
        await t.api.db.execute(sql`update bookings set crew_id = ${theirCrew} where guid_id = ${guidId}`);

        const other = await ours.gql<ReadBooking>(READ, { g: guidId });
        expect(other.errors).toBeUndefined();
        expect(other.data!.booking).toMatchObject({ propertyNotes: null, customer: null, address: null });
        expect(other.text).not.toContain(GATE);
        // nor which crew does it, nor who is on it
        const CREW = 'query($g: ID!) { booking(guidId: $g) { crew { name members { name } } } }';
        const otherCrew = await ours.gql<{ booking: { crew: { name: string } | null } }>(CREW, { g: guidId });
        expect(otherCrew.errors).toBeUndefined();
        expect(otherCrew.data!.booking.crew).toBeNull();
        const ownCrew = await theirs.gql<{ booking: { crew: { name: string } | null } }>(CREW, { g: guidId });
        expect(ownCrew.data!.booking.crew?.name).toMatch(/^Reach \d+ B$/);

        const own = await theirs.gql<ReadBooking>(READ, { g: guidId });
        expect(own.data!.booking).toMatchObject({ propertyNotes: GATE, address: { street: STREET } });
      });
    });
  });
}
