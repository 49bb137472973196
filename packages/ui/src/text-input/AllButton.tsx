"use client";
import { Trans } from "@lingui/react/macro";

/** "All" inside an amount field (its `trailing`): fills in everything that is available. */
export function AllButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="shrink-0 px-4 text-14 font-semibold text-link disabled:opacity-40"
      disabled={disabled}
      onClick={onClick}
    >
      <Trans>All</Trans>
    </button>
  );
}
