/** Today's date in Cape Town (Africa/Johannesburg) as YYYY-MM-DD: the one rule, @greenleaf/shared/calendar/dates. */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
export const todayInJohannesburg = johannesburgToday;

/** '2026-03-14' → 'Saturday, 14 March 2026': the one rule for a day in words (shared/calendar/visit-time). */
export { humanDate as formatLongDate } from '@greenleaf/shared/calendar/visit-time';
