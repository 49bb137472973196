"use client";
// The auth pages' way back: through the tab's history, or to `backHref` when the tab has none of this site.
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "next/navigation";
import { BackIcon } from "@repo/ui/icons";
import { BACK_LINK_CLASS } from "../../../back-link-class";

export function AuthBackButton({ backHref }: { backHref: string }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={t`Back`}
      className={BACK_LINK_CLASS}
      onClick={() => (window.history.length > 1 ? router.back() : router.push(backHref))}
    >
      <BackIcon />
    </button>
  );
}
