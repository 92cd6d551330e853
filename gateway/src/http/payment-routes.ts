/**
 * Payments over HTTP: POST /payments/notify (the provider's notification, read as raw urlencoded text to
 * keep the posted field order; sandbox and live accept it only from the provider's listed sources, host
 * names resolved now) and, outside production in simulator mode, the payment simulator.
 */
import express from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import type { Mailer } from '../email/mailer-contract.js';
import { notificationSources } from '../payments/notification-sources.js';
import { notifyHandler } from '../payments/notify.js';
import { simulatorRouter } from '../payments/simulator.js';
import type { ApiClients } from './request-context.js';
import { requestIdOf } from './request-id.js';
import type { PaymentOutcome } from './work-metrics.js';

export function mountPayments(
  app: express.Express,
  deps: {
    config: GatewayConfig;
    logger: Logger;
    mailer: Mailer;
    apiFor: ApiClients;
    /** Told what became of each notification (/metrics). */
    counted?: (outcome: PaymentOutcome) => void;
  },
): void {
  const { config, mailer, apiFor } = deps;
  const paymentSources =
    config.payment.mode === 'simulator'
      ? undefined
      : notificationSources(config.payment.sourceAddresses, deps.logger);
  app.post(
    '/payments/notify',
    express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' }),
    notifyHandler((req) => ({
      config,
      api: apiFor(requestIdOf(req), req.log),
      mailer,
      log: req.log,
      source: req.ip ?? req.socket.remoteAddress ?? '',
      sources: paymentSources,
      counted: deps.counted,
    })),
  );
  if (config.payment.mode === 'simulator' && config.nodeEnv !== 'production') {
    app.use('/payments/simulator', simulatorRouter({ config, log: (req) => req.log }));
  }
}
