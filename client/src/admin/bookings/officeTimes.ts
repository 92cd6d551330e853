/** '27 Nov 2026, 14:05' in Cape Town's time: how the office's booking page shows a moment. */
export const officeWhen = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
});
