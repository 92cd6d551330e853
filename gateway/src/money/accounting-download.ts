/**
 * GET /accounting/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the accounting export (docs/api.md, "Money":
 * invoices, credit notes, payments and refunds of the period, Xero's sales invoice columns), for the
 * office only (admin or manager: 401 signed out, 403 anyone else). The api's CSV is piped through as it
 * comes (the api reads it page by page), never held whole in the gateway.
 */
import type { Express, Request, Response } from 'express';
import { AccountingExportQuery } from '@greenleaf/shared/rest/money';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { isOffice } from '../auth/reach.js';
import { failDownload, sendCsvDownload } from '../http/csv-download.js';
import { requestIdOf } from '../http/request-id.js';

const ACCOUNTING_EXPORT_PATH = '/accounting/export.csv';

type ContextOf = (req: Request, res: Response) => Promise<GatewayContext>;

export function mountAccountingExport(
  app: Express,
  config: Pick<GatewayConfig, 'apiUrl' | 'apiToken' | 'apiWriteTimeoutMs'>,
  contextOf: ContextOf,
): void {
  app.get(ACCOUNTING_EXPORT_PATH, async (req, res, next) => {
    try {
      const ctx = await contextOf(req, res);
      const user = ctx.session.user;
      if (!user) return res.status(401).type('text/plain').send('Sign in to download the accounts.');
      if (!isOffice(user))
        return res.status(403).type('text/plain').send('Only the office downloads the accounts.');
      const period = AccountingExportQuery.safeParse(req.query);
      if (!period.success) {
        const message =
          period.error.issues[0]?.message ?? 'Give the period as from=YYYY-MM-DD&to=YYYY-MM-DD.';
        return res.status(400).type('text/plain').send(message);
      }
      const { from, to } = period.data;
      // The time limit is for the api to start answering; the file itself takes as long as it takes.
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), config.apiWriteTimeoutMs);
      const reply = await fetch(`${config.apiUrl}/money/accounting-export.php?from=${from}&to=${to}`, {
        headers: { authorization: `Bearer ${config.apiToken}`, 'x-request-id': requestIdOf(req) },
        signal: abort.signal,
      }).finally(() => clearTimeout(timer));
      await sendCsvDownload(reply, res, 'the accounting export');
    } catch (err) {
      failDownload(err, res, next);
    }
  });
}
