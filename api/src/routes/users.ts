import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';

export function registerUsersRoutes(_app: FastifyInstance, _deps: ApiDeps): void {
  // Not written yet.
}
