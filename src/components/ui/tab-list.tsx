import { type KeyboardEvent, useRef } from "react";

export interface TabListProps<K extends string> {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onSelect: (key: K) => void;
  /** A useId() value; the tab of `key` is tabId(idBase, key). */
  idBase: string;
  /** The id of the panel that the tab of `key` shows. */
  panelId: (key: K) => string;
  className: string;
  /** Classes of each tab besides daisyUI's `tab`. */
  tabClassName?: string;
}

/** The id of the tab of `key`, which names its panel (aria-labelledby). */
export const tabId = (idBase: string, key: string) => `${idBase}-${key}-tab`;

/**
 * The tabs of an ARIA tab set: only the chosen tab is in the tab order; the arrow keys move to
 * the next or previous tab and choose it.
 */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  panelId,
  className,
  tabClassName,
}: TabListProps<K>) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = (index + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    onSelect(target.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((item, index) => {
        const chosen = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.key)}
            aria-selected={chosen}
            aria-controls={panelId(item.key)}
            tabIndex={chosen ? 0 : -1}
            className={["tab", tabClassName, chosen ? "tab-active" : "text-base-content/80"]
              .filter(Boolean)
              .join(" ")}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
