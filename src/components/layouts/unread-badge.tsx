/** "3" beside a link, read out as "3 unread"; nothing at 0. Counts over 99 show as "99+". */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge badge-sm badge-primary ml-1">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
