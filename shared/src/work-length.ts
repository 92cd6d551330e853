/**
 * A service's length in words, from its minutes (`duration_minutes`, the one truth of how long the
 * work takes): 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h". Every place that shows a length (the
 * shop, the service form, structured data, e-mails) shows this, never a text typed separately.
 */
export function minutesText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
