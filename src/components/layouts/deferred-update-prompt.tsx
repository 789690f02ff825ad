import { lazy, Suspense, useEffect, useState } from "react";

const UpdatePrompt = lazy(() =>
  import("./update-prompt").then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * The service worker's registration and update prompt, loaded after the first paint: never part
 * of it, and absent from the first render, so a prerendered page hydrates the tree it was made
 * from.
 */
export function DeferredUpdatePrompt() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
