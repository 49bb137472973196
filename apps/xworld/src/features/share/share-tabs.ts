// The tabs of /shareTab, named in its query (?tab=friends) so a link can open one.
export const SHARE_TABS = ["invite", "rewards", "friends"] as const;
export type ShareTab = (typeof SHARE_TABS)[number];

/** The tab a query value names; the invite tab for anything else. */
export function readShareTab(value: string | null): ShareTab {
  return SHARE_TABS.find((tab) => tab === value) ?? "invite";
}

/** The address of /shareTab with a tab open, without the locale. */
export function shareTabPath(tab: ShareTab): string {
  return `/shareTab?tab=${tab}`;
}
