/** Links a phone opens in its own apps: the map, the dialler, the mail app. */

/** The place in the maps app (Google Maps' universal search link; phones hand it to the app). */
export function mapsUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** "tel:+17075550142" for "(707) 555-0142" or "+1 707 555 0142": digits and a leading +. */
export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

export function mailUrl(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return `mailto:${email.trim()}${query}`;
}

const HOUR_MS = 3_600_000;

/** When the tour ends: its start plus its duration in hours. */
export function tourEnd(tour: { date: string; duration: number }): Date {
  return new Date(Date.parse(tour.date) + tour.duration * HOUR_MS);
}
