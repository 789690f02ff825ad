import type { Attendance } from "@shared/contracts/check-in";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "5 of 8 checked in (1 walk-in) · 2 no-shows": who came, as the tour and the Tours page say it. */
export function attendanceText(attendance: Attendance) {
  const walkIns = attendance.walkIns
    ? ` (${plural(attendance.walkIns, "walk-in", "walk-ins")})`
    : "";
  const noShows = attendance.noShows
    ? ` · ${plural(attendance.noShows, "no-show", "no-shows")}`
    : "";
  return `${attendance.checkedIn} of ${attendance.listed} checked in${walkIns}${noShows}`;
}
