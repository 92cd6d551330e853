import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { bookings, users } from '../db/schema.js';
import { conflict, HttpError, notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';
import {
  AuthenticateBody,
  CreateResetTokenBody,
  DraftOrderQuery,
  GetUserByEmailQuery,
  GetUserQuery,
  ListUsersQuery,
  OpenSessionBody,
  ResetPasswordBody,
  SaveUserBody,
  SessionIdFields,
  SetOfficeNotesBody,
  UserIdBody,
} from '@greenleaf/shared/rest/users';
import { emailTaken, lowerEmail } from '../users/email.js';
import { insertUserOnce } from '../users/insert-once.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../bookings/pg-error.js';
import { loadBooking } from '../bookings/read-booking.js';
import { adminStats } from '../users/admin-stats.js';
import { DashboardQuery } from '@greenleaf/shared/rest/dashboard';
import { authenticate } from '../users/authenticate.js';
import { hashPassword } from '../users/password.js';
import { createResetToken, resetPasswordWithToken } from '../users/reset-token.js';
import { endSession, openSession, sessionUser } from '../users/sessions.js';
import { toUserView } from '../users/user-view.js';
import { recordNotice } from '../email-outbox/notices.js';

const invalidCredentials = () => new HttpError(401, 'Invalid e-mail or password.', 'INVALID_CREDENTIALS');

/** Every user route: accounts, sign-in and sessions, the office's notes, passwords. */
export function registerUsersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  const findUser = userFinder(db);
  registerAccountRoutes(app, deps, findUser);
  registerSessionRoutes(app, deps);
  registerOfficeRoutes(app, deps, findUser);
  registerPasswordRoutes(app, deps);
}

type Db = ApiDeps['database']['db'];

/** The user with this id, or 404. */
const userFinder = (db: Db) =>
  async function findUser(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw notFound('User');
    return u;
  };
type FindUser = ReturnType<typeof userFinder>;

/** Saving, reading, listing and deleting accounts. */
function registerAccountRoutes(app: FastifyInstance, deps: ApiDeps, findUser: FindUser) {
  const { db } = deps.database;

  app.post('/users/save.php', async (req) => {
    const input = body(req, SaveUserBody);
    // On update, optional text left out of the body keeps its value (an explicit null clears it).
    const given = (key: string) => !input.id || Object.hasOwn(req.body ?? {}, key);
    // Hashed before the e-mail is checked: an address with an account is answered after the same work
    // as a new one (registration does not tell, even by its timing, whether an e-mail is a customer's).
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(lowerEmail(input.email), input.id ? ne(users.id, input.id) : undefined));
    // (a create sent again with its key finds its own account here: the key answers it, below)
    if (clash && !(input.idempotency && !input.id)) throw emailTaken();
    const fields = {
      name: input.name,
      email: input.email,
      ...(given('phone') ? { phone: input.phone } : {}),
      ...(given('address') ? { address: input.address } : {}),
      ...(input.role ? { role: input.role } : {}),
      ...(input.statusId ? { statusId: input.statusId } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    };
    try {
      if (input.id) {
        const [u] = await db
          .update(users)
          .set({ ...fields, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
          .where(eq(users.id, input.id))
          .returning();
        if (!u) throw notFound('User');
        return toUserView(u);
      }
      if (!passwordHash) {
        throw new HttpError(400, 'Invalid request.', 'BAD_REQUEST', { password: 'Password is required' });
      }
      // A new account once per idempotency key: the same key again answers the account it made.
      // The new account's welcome is owed from its own transaction (email-outbox/notices.ts).
      const record = await insertUserOnce(
        db,
        'save:users',
        input.idempotency,
        { ...fields, createdBy: input.created_by ?? null, updatedBy: input.created_by ?? null },
        undefined,
        (tx, user) => recordNotice(tx, input.notice, 'account.welcome', null, { userId: user.id }),
      );
      return toUserView(record);
    } catch (err) {
      // Two saves of one new address at once: the unique index decides, the loser hears the same 409.
      if (pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken();
      throw err;
    }
  });

  app.get('/users/get.php', async (req) => {
    const q = query(req, GetUserQuery);
    const id = q.UserId ?? q.id;
    if (!id) throw new HttpError(400, 'Invalid request.', 'BAD_REQUEST', { UserId: 'Required' });
    return toUserView(await findUser(id));
  });

  app.get('/users/get-by-email.php', async (req) => {
    const q = query(req, GetUserByEmailQuery);
    const email = q.Email ?? q.email;
    if (!email) throw new HttpError(400, 'Invalid request.', 'BAD_REQUEST', { Email: 'Required' });
    const [u] = await db.select().from(users).where(lowerEmail(email));
    if (!u) throw notFound('User');
    return toUserView(u);
  });

  app.get('/users/users.php', async (req) => {
    const q = query(req, ListUsersQuery);
    const where: SQL[] = [];
    if (q.role) where.push(eq(users.role, q.role));
    const search = q.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    const rows = await db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(asc(users.id));
    return rows.map(toUserView);
  });

  app.get('/users/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    await findUser(id);
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, id))
      .limit(1);
    if (booking) throw conflict('This user has bookings and cannot be deleted.', 'IN_USE');
    await db.delete(users).where(eq(users.id, id));
    return { success: true };
  });
}

/** Sign-in and the sessions the gateway opens, reads and ends. */
function registerSessionRoutes(app: FastifyInstance, deps: ApiDeps) {
  const { db } = deps.database;

  app.post('/users/authenticate.php', async (req) => {
    const input = body(req, AuthenticateBody);
    const user = await authenticate(db, input.email, input.password);
    if (!user) throw invalidCredentials();
    return toUserView(user);
  });

  // Ends every session of the user ("sign out everywhere"): sessions opened under an older version
  // are refused by the gateway on their next request, and manage links issued before now open nothing.
  app.post('/users/end-sessions.php', async (req) => {
    const { id } = body(req, UserIdBody);
    const [row] = await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, tokensValidAfter: sql`now()` })
      .where(eq(users.id, id))
      .returning({ sessionVersion: users.sessionVersion });
    if (!row) throw notFound('User');
    return { success: true, sessionVersion: row.sessionVersion };
  });

  // One row per signed-in session (users/sessions.ts): the gateway opens one at sign-in, reads its user
  // on every request that carries the cookie, and ends it at logout.
  app.post('/users/sessions/open.php', async (req) => {
    const { userId } = body(req, OpenSessionBody);
    const sid = await openSession(db, userId);
    if (!sid) throw notFound('User');
    return { sid };
  });
  app.get('/users/sessions/user.php', async (req) => {
    const user = await sessionUser(db, query(req, SessionIdFields).sid);
    if (!user) throw notFound('Session');
    return toUserView(user);
  });
  app.post('/users/sessions/end.php', async (req) => {
    await endSession(db, body(req, SessionIdFields).sid);
    return { success: true };
  });
}

/** What the office reads and keeps about customers: its notes, the draft order, the dashboard's stats. */
function registerOfficeRoutes(app: FastifyInstance, deps: ApiDeps, findUser: FindUser) {
  const { db } = deps.database;

  // What the office keeps about a customer, read and written apart from the account (never in a
  // user view, so a customer never reads it).
  app.get('/users/office-notes.php', async (req) => {
    const { id } = query(req, zIdQuery);
    return { officeNotes: (await findUser(id)).officeNotes };
  });
  app.post('/users/set-office-notes.php', async (req) => {
    const input = body(req, SetOfficeNotesBody);
    const [row] = await db
      .update(users)
      .set({
        officeNotes: input.officeNotes ?? null,
        updatedAt: sql`now()`,
        updatedBy: input.updated_by ?? null,
      })
      .where(eq(users.id, input.id))
      .returning({ officeNotes: users.officeNotes });
    if (!row) throw notFound('User');
    return row;
  });

  app.get('/users/draft-order.php', async (req) => {
    const q = query(req, DraftOrderQuery);
    const userId = q.Id ?? q.id;
    if (!userId) throw new HttpError(400, 'Invalid request.', 'BAD_REQUEST', { Id: 'Required' });
    const [draft] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending')))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(1);
    const booking = draft ? await loadBooking(db, draft.id) : null;
    if (!booking) throw notFound('Draft booking');
    return booking;
  });

  app.get('/users/get-admin-stat.php', async (req) => adminStats(db, query(req, DashboardQuery).today));
}

function registerPasswordRoutes(app: FastifyInstance, deps: ApiDeps) {
  const { db } = deps.database;

  app.post('/users/create-reset-token.php', async (req) => {
    const { email, token: given, notice } = body(req, CreateResetTokenBody);
    const [u] = await db.select().from(users).where(lowerEmail(email));
    if (!u) throw notFound('User');
    const token = await createResetToken(db, u.id, { token: given, notice });
    return { token, userId: u.id, name: u.name, email: u.email };
  });

  app.post('/users/reset-password.php', async (req) => {
    const input = body(req, ResetPasswordBody);
    const email = await resetPasswordWithToken(db, input.token, input.password);
    if (!email) throw new HttpError(400, 'This reset link is invalid or has expired.', 'INVALID_TOKEN');
    return { success: true, email };
  });
}
