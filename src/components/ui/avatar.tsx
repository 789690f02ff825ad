export interface AvatarProps {
  imageUrl?: string | null;
  /** Shown when there is no image; see userInitials. */
  initials: string;
  size?: "sm" | "md";
}

/** The profile image, else the initials; decorative: the surrounding control names the person. */
export function Avatar({ imageUrl, initials, size = "sm" }: AvatarProps) {
  const box = size === "sm" ? "size-9 text-sm" : "size-12 text-base";
  if (imageUrl) {
    return (
      <span className="avatar">
        <img src={imageUrl} alt="" className={`${box} rounded-full object-cover`} />
      </span>
    );
  }
  return (
    <span className="avatar avatar-placeholder" aria-hidden="true">
      <span
        className={`${box} flex items-center justify-center rounded-full bg-primary font-semibold text-primary-content`}
      >
        {initials}
      </span>
    </span>
  );
}
