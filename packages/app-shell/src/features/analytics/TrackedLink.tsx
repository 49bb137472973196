"use client";
// A link that reports its click (event "click" with module and item id) before it is followed: by the
// router for a page of the app (../../link/in-app-links), by the browser for another site. The collector
// queues synchronously and sends by beacon when the page hides, so nothing is lost either way.
import { type AnchorHTMLAttributes, useContext } from "react";
import { RuntimeContext } from "../../runtime/runtime-context";

export interface TrackedLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Where on the page (e.g. "banner", "task_list"). */
  module: string;
  itemId: string | number;
  subModule?: string;
}

export function TrackedLink({ module, itemId, subModule, onClick, ...anchor }: TrackedLinkProps) {
  const runtime = useContext(RuntimeContext);
  return (
    <a
      {...anchor}
      onClick={(event) => {
        runtime?.analytics?.collector.track("click", {
          module,
          item_id: String(itemId),
          ...(subModule ? { sub_module: subModule } : {}),
        });
        onClick?.(event);
      }}
    />
  );
}
