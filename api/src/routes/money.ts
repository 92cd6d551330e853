import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AccountingExportQuery, PaymentsPageQuery, StatementQuery } from '@greenleaf/shared/rest/money';
import type { ApiDeps } from '../app.js';
import { query } from '../http/validate.js';
import { accountingExport, accountingExportFileName } from '../money/accounting-export.js';
import { customerStatement } from '../money/statement.js';
import { paymentsPage } from '../money/payments-page.js';

/**
 * A customer's statement, the accounting export and the payments page (docs/api.md, "Money"). The
 * export reads the replica when there is one (DATABASE_READ_URL).
 */
export function registerMoneyRoutes(app: FastifyInstance, { database: { db, readDb } }: ApiDeps): void {
  app.get('/money/statement.php', async (req) => customerStatement(db, query(req, StatementQuery).userId));
  app.get('/money/payments-page.php', async (req) => paymentsPage(db, query(req, PaymentsPageQuery)));
  app.get('/money/accounting-export.php', async (req, reply) => {
    const { from, to } = query(req, AccountingExportQuery);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${accountingExportFileName(from, to)}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(accountingExport(readDb, from, to)));
  });
}
