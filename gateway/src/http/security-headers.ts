/**
 * The security headers of every response (helmet): the content security policy (scripts and styles from
 * this origin only, forms posting to this origin and the payment provider, no framing), and HSTS in
 * production.
 */
import helmet from 'helmet';
import type { GatewayConfig } from '../config.js';

export function securityHeaders(config: Pick<GatewayConfig, 'nodeEnv' | 'publicUrl'>) {
  const production = config.nodeEnv === 'production';
  const publicOrigin = new URL(config.publicUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'", publicOrigin, 'https://sandbox.payfast.co.za', 'https://www.payfast.co.za'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
