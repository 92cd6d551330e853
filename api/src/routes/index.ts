import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { registerAddonsRoutes } from './addons.js';
import { registerAreaWaitlistRoutes } from './area-waitlist.js';
import { registerBookingsRoutes } from './bookings.js';
import { registerCalendarRoutes } from './calendar.js';
import { registerCardsRoutes } from './cards.js';
import { registerCatalogueSnapshotRoutes } from './catalogue-snapshot.js';
import { registerChangesRoutes } from './changes.js';
import { registerCatalogueVersionRoutes } from './catalogue-version.js';
import { registerCategoriesRoutes } from './categories.js';
import { registerCrewsRoutes } from './crews.js';
import { registerDashboardRoutes } from './dashboard.js';
import { registerDevelopersRoutes } from './developers.js';
import { registerCustomersRoutes } from './customers.js';
import { registerInvoicesRoutes } from './invoices.js';
import { registerLoginFailuresRoutes } from './login-failures.js';
import { registerModifiersRoutes } from './modifiers.js';
import { registerMoneyRoutes } from './money.js';
import { registerEmailOutboxRoutes } from './email-outbox.js';
import { registerPackagesRoutes } from './packages.js';
import { registerPrivacyRoutes } from './privacy.js';
import { registerQueryRoutes } from './query.js';
import { registerQuoteRequestRoutes } from './quote-requests.js';
import { registerScheduleRoutes } from './schedule.js';
import { registerSeasonsRoutes } from './seasons.js';
import { registerSeriesRoutes } from './series.js';
import { registerServicesRoutes } from './services.js';
import { registerUploadRoutes } from './upload.js';
import { registerUsersRoutes } from './users.js';
import { registerVariationsRoutes } from './variations.js';
import { registerWebhooksRoutes } from './webhooks.js';

/** Every endpoint of the documented REST contract (docs/api.md). */
export async function registerRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const registrations: ((app: FastifyInstance, deps: ApiDeps) => void | Promise<void>)[] = [
    registerUsersRoutes,
    registerLoginFailuresRoutes,
    registerCatalogueVersionRoutes,
    registerCatalogueSnapshotRoutes,
    registerCategoriesRoutes,
    registerServicesRoutes,
    registerAddonsRoutes,
    registerSeasonsRoutes,
    registerPackagesRoutes,
    registerModifiersRoutes,
    registerVariationsRoutes,
    registerBookingsRoutes,
    registerQueryRoutes,
    registerUploadRoutes,
    registerQuoteRequestRoutes,
    registerCrewsRoutes,
    registerSeriesRoutes,
    registerDashboardRoutes,
    registerCustomersRoutes,
    registerCalendarRoutes,
    registerScheduleRoutes,
    registerAreaWaitlistRoutes,
    registerInvoicesRoutes,
    registerPrivacyRoutes,
    registerMoneyRoutes,
    registerEmailOutboxRoutes,
    registerCardsRoutes,
    registerDevelopersRoutes,
    registerWebhooksRoutes,
    registerChangesRoutes,
  ];
  // In order: some register asynchronously (the catalogue version reads the database first).
  for (const register of registrations) await register(app, deps);
}
