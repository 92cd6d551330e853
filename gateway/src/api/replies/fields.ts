/** The small field shapes every reply module uses. */
import { z } from 'zod';

export const id = z.number().int();
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
export const money = z.coerce.number();

export const audit = {
  statusId: z.number().int().default(1),
  created_at: z.string().nullish(),
  created_by: z.number().int().nullish(),
  updated_at: z.string().nullish(),
  updated_by: z.number().int().nullish(),
};
