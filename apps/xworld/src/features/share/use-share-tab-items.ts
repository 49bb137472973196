// /shareTab's tabs with their labels, for the server-rendered page's tabs and the browser's read.
import { useLingui } from "@lingui/react/macro";
import type { ShareTab } from "./share-tabs";

export function useShareTabItems(): { value: ShareTab; label: string }[] {
  const { t } = useLingui();
  return [
    { value: "invite", label: t`Invite` },
    { value: "rewards", label: t`Rewards` },
    { value: "friends", label: t`Friends` },
  ];
}
