/** Google Calendar's "add by URL" page for a webcal:// feed. */
export function googleCalendarUrl(webcalUrl: string) {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`;
}
