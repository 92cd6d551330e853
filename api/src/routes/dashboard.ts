import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { CrewLoadQuery, DashboardQuery } from '@greenleaf/shared/rest/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { crewLoad } from '../dashboard/crew-load.js';
import { dashboardFigures } from '../dashboard/figures.js';
import { moneyOwed } from '../dashboard/owed.js';
import { todaysJobs } from '../dashboard/today.js';
import { query } from '../http/validate.js';

/**
 * The dashboard's figures (docs/api.md, "Dashboard"), each for `today` (Johannesburg's today by
 * default). The figures and the crews' load are summaries that may be a moment behind: they read the
 * replica when there is one (DATABASE_READ_URL); what is owed and today's jobs read the primary.
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, readDb } = deps.database;
  const today = (q: { today?: string | undefined }) => q.today ?? johannesburgToday();
  app.get('/dashboard/figures.php', async (req) =>
    dashboardFigures(readDb, today(query(req, DashboardQuery))),
  );
  app.get('/dashboard/owed.php', async (req) => moneyOwed(db, today(query(req, DashboardQuery))));
  app.get('/dashboard/today.php', async (req) => todaysJobs(db, today(query(req, DashboardQuery))));
  app.get('/dashboard/crew-load.php', async (req) => {
    const q = query(req, CrewLoadQuery);
    return crewLoad(readDb, today(q), q.days);
  });
}
