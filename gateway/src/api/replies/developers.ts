import { z } from 'zod';

/** A partner's API client (`developers/*.php`): never its secret, only the characters shown of it. */
export const ApiApiClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  allowedOrigins: z.array(z.string()),
  secretShown: z.string(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiApiClient = z.infer<typeof ApiApiClientSchema>;
