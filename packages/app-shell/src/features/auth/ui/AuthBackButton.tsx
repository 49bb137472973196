"use client";
// The auth pages' way back: through the tab's history, or to `backHref` when the tab has none of this site.
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "next/navigation";
import { BackIcon } from "@repo/ui/icons";

export function AuthBackButton({ backHref }: { backHref: string }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={t`Back`}
      className="-ml-8 flex h-44 w-44 shrink-0 items-center justify-center rounded-full text-24 text-text active:bg-surface-sunken"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(backHref))}
    >
      <BackIcon />
    </button>
  );
}
