import { Link } from "react-router-dom";
import { formatDateTime } from "@/utils/format";
import type { AdminActivity } from "../types";
import { activityKind, activitySubjectLink } from "./activity-subject-link";

/** product §9: the admin dashboard shows 6 activity entries. */
export const ACTIVITY_SHOWN = 6;

/** The latest audit log entries: what was done, to whom or what, by whom and when (product §2). */
export function SystemActivityCard({ activity }: { activity: AdminActivity[] }) {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="system-activity">
      <div className="card-body">
        <h2 id="system-activity" className="card-title text-lg">
          System Activity
        </h2>
        <SystemActivityList activity={activity} />
      </div>
    </section>
  );
}

function SystemActivityList({ activity }: { activity: AdminActivity[] }) {
  const shown = activity.slice(0, ACTIVITY_SHOWN);
  if (shown.length === 0) {
    return <p className="py-4 text-center text-base-content/70">No recent activity</p>;
  }
  return (
    <ul className="divide-y divide-base-300">
      {shown.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="badge badge-soft badge-primary">{entry.action}</span>
            <span className="text-sm text-base-content/75">{activityKind(entry.entity)}</span>
          </div>
          <ActivitySubject entry={entry} />
          <p className="text-xs text-base-content/75">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            {` · by ${entry.actorName ?? "the system"}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ActivitySubject({ entry }: { entry: AdminActivity }) {
  const link = activitySubjectLink(entry);
  if (!entry.subjectName) {
    return <p className="text-base-content/75 italic">No longer exists</p>;
  }
  if (!link) return <p className="font-medium break-words">{entry.subjectName}</p>;
  return (
    <Link to={link} className="link font-medium break-words link-hover">
      {entry.subjectName}
    </Link>
  );
}
