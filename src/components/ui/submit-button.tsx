import type { ReactNode } from "react";
import { BusyButton } from "./busy-button";

/** The primary form button; busy while the request is in flight (busy-button.tsx). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" className="btn btn-primary mt-4 w-full" pending={pending}>
      {children}
    </BusyButton>
  );
}
