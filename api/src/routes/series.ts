import type { FastifyInstance } from 'fastify';
import {
  ChangeSeriesBody,
  ExtendSeriesBody,
  SeriesGetQuery,
  SeriesListQuery,
  SeriesPageQuery,
  SeriesRevenueQuery,
  SeriesSettingsBody,
  SkipVisitBody,
  UndoSeriesBody,
} from '@greenleaf/shared/rest/series';
import type { ApiDeps } from '../app.js';
import { loadBookings } from '../bookings/read-booking.js';
import { body, query } from '../http/validate.js';
import { changeSeries, skipVisit } from '../series/change-series.js';
import { extendSeries, readWindowWeeks, writeWindowWeeks } from '../series/extend.js';
import { listSeries, loadSeries, seriesRevenue } from '../series/read-series.js';
import { undoChange } from '../series/undo.js';
import { seriesPage } from '../series/series-page.js';

/** Recurring series and seasonal programmes (docs/api.md, "Recurring series"; docs/recurring.md). */
export function registerSeriesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/series/list.php', async (req) => {
    const q = query(req, SeriesListQuery);
    return listSeries(db, q.userId, q.visitsFrom);
  });
  app.get('/series/page.php', async (req) => seriesPage(db, query(req, SeriesPageQuery)));
  app.get('/series/get.php', async (req) => {
    const q = query(req, SeriesGetQuery);
    return loadSeries(db, q.id, q.visitsFrom);
  });
  app.post('/series/change.php', async (req) => changeSeries(db, body(req, ChangeSeriesBody)));
  app.post('/series/skip.php', async (req) => skipVisit(db, body(req, SkipVisitBody)));
  app.post('/series/undo.php', async (req) => undoChange(db, body(req, UndoSeriesBody)));
  app.post('/series/extend.php', async (req) => {
    const done = await extendSeries(db, body(req, ExtendSeriesBody));
    return {
      series: done.series,
      created: done.created,
      moved: await loadBookings(db, done.movedIds),
      failed: done.failedIds,
    };
  });
  app.get('/series/settings.php', async () => ({ windowWeeks: await readWindowWeeks(db) }));
  app.post('/series/settings.php', async (req) => ({
    windowWeeks: await writeWindowWeeks(db, body(req, SeriesSettingsBody).windowWeeks),
  }));
  app.get('/series/revenue.php', async (req) => seriesRevenue(db, query(req, SeriesRevenueQuery).weeks));
}
