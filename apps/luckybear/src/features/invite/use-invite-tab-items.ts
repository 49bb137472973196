// The invite page's tabs with their labels, for the server-rendered page's tabs and the browser's read.
import { useLingui } from "@lingui/react/macro";
import type { InviteTab } from "./invite-tabs";

export function useInviteTabItems(): { value: InviteTab; label: string }[] {
  const { t } = useLingui();
  return [
    { value: "overview", label: t`Invite` },
    { value: "friends", label: t`Friends` },
    { value: "recharged", label: t`Recharged` },
    { value: "earnings", label: t`Earnings` },
  ];
}
