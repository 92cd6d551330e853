/** How the dashboard writes dates and hours (Johannesburg dates as YYYY-MM-DD, shown in en-ZA). */
const shortDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-ZA', { weekday: 'short', timeZone: 'UTC' });

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** '5 Mar'. */
export const dayMonth = (date: string) => shortDate.format(at(date));

/** 'Wed'. */
export const dayName = (date: string) => weekday.format(at(date));

/** Minutes as hours to one decimal: 450 → '7.5 h', 45 → '0.8 h', 0 → '0 h'. */
export const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
