import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { TAB_LIST_CLASSES, TAB_PANEL_CLASSES, tabClasses } from "./tab-styles";

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** A count or dot after the label. */
  badge?: ReactNode;
}

export interface TabsProps<V extends string = string> {
  items: ReadonlyArray<TabItem<V>>;
  value: V;
  onValueChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab; rendered in the tab panel. */
  children?: ReactNode;
  /** Tabs share the width equally instead of scrolling sideways. */
  stretch?: boolean;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs<V extends string>({
  items,
  value,
  onValueChange,
  label,
  children,
  stretch = false,
  className,
}: TabsProps<V>) {
  const base = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const tabId = (v: V) => `${base}-tab-${v}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const step: Record<string, number | "first" | "last"> = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" };
    const move = step[event.key];
    if (move === undefined || enabled.length === 0) return;
    event.preventDefault();
    const nextIndex =
      move === "first" ? 0 : move === "last" ? enabled.length - 1 : (index + move + enabled.length) % enabled.length;
    const next = enabled[nextIndex];
    if (!next) return;
    onValueChange(next.value);
    refs.current.get(next.value)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={TAB_LIST_CLASSES}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) refs.current.set(item.value, element);
                else refs.current.delete(item.value);
              }}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onValueChange(item.value)}
              className={tabClasses(selected, stretch)}
            >
              {item.label}
              {item.badge}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className={TAB_PANEL_CLASSES}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
