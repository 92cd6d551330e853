/** Bodies of `area-waitlist/*.php` (docs/api.md, "Area waitlist"). */
import { z } from 'zod';
import { zEmail } from '../rules/email.js';
import { zName } from '../rules/name.js';

/** How many waitlist requests one client address may send in a day. */
export const AREA_WAITLIST_PER_ADDRESS = 10;

/** `area-waitlist/save.php`: tell this e-mail when the suburb is served (once per e-mail and suburb). */
export const SaveAreaWaitlistBody = z.object({
  email: zEmail,
  suburb: zName(100),
  clientIp: z.string().max(100).nullish(),
});
export type SaveAreaWaitlistInput = z.infer<typeof SaveAreaWaitlistBody>;
