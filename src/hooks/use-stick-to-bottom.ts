import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** How close to the end still counts as "at the bottom", in pixels. */
const NEAR_BOTTOM_PX = 64;

/**
 * Keeps a scrolling message list at its newest entry while the reader is there. A reader who
 * scrolled up to read older messages is left in place, and `hasNew` says something arrived
 * below. `lastKey` identifies the newest entry; a change means something arrived. `ref` is a
 * callback ref for the scrolling element.
 */
export function useStickToBottom<T extends HTMLElement>(lastKey: string | undefined) {
  const element = useRef<T | null>(null);
  const [mounted, setMounted] = useState<T | null>(null);
  const atBottom = useRef(true);
  const seenKey = useRef<string | undefined>(undefined);
  const [hasNew, setHasNew] = useState(false);

  const ref = useCallback((node: T | null) => {
    element.current = node;
    setMounted(node);
  }, []);

  const scrollToBottom = useCallback(() => {
    if (element.current) element.current.scrollTop = element.current.scrollHeight;
    atBottom.current = true;
    setHasNew(false);
  }, []);

  const onScroll = useCallback(() => {
    const node = element.current;
    if (!node) return;
    atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setHasNew(false);
  }, []);

  // Before paint, so the list never flashes at the old position.
  useLayoutEffect(() => {
    if (lastKey === seenKey.current) return;
    seenKey.current = lastKey;
    if (atBottom.current) scrollToBottom();
    else setHasNew(true);
  }, [lastKey, scrollToBottom]);

  // A resize (a rotated phone, an on-screen keyboard, a growing input) keeps the reader at
  // the newest message if that is where they were.
  useEffect(() => {
    if (!mounted || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) mounted.scrollTop = mounted.scrollHeight;
    });
    observer.observe(mounted);
    return () => observer.disconnect();
  }, [mounted]);

  return { ref, onScroll, hasNew, scrollToBottom };
}
