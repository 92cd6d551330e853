import { CalendarQuery, CloseDayBody, OpenDayBody, SaveCalendarBody } from '@greenleaf/shared/rest/calendar';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { closeDay, openDay, readCalendar, saveCalendar } from '../calendar/calendar.js';
import { body, query } from '../http/validate.js';

/** The company's calendar (docs/api.md, "Calendar"): read, save hours and granularity, close and open days. */
export function registerCalendarRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/calendar/get.php', async (req) => readCalendar(db, query(req, CalendarQuery).from));
  app.post('/calendar/save.php', async (req) => saveCalendar(db, body(req, SaveCalendarBody)));
  app.post('/calendar/close-day.php', async (req) => closeDay(db, body(req, CloseDayBody)));
  app.post('/calendar/open-day.php', async (req) => openDay(db, body(req, OpenDayBody)));
}
