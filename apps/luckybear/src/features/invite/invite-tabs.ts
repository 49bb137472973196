// The sections of the invite tab, kept in the address (?tab=) so a reload or a shared link keeps them.
// Spec: not shown — how the invite screen is laid out. Choice: four tabs: the invite itself (link, what
// it earns, the levels, this week's board), the friends who joined (infinite list), the friends who
// recharged, and the earnings (day by day, and every reward).
export const INVITE_TABS = ["overview", "friends", "recharged", "earnings"] as const;

export type InviteTab = (typeof INVITE_TABS)[number];

// Spec: not shown — how many days the earnings' day-by-day summary covers. Choice: the last 7.
export const SUMMARY_DAYS = 7;

export function inviteTabOf(value: unknown): InviteTab {
  return INVITE_TABS.find((tab) => tab === value) ?? "overview";
}

/** The invite tab's address for a section (without the locale); the overview has no query. */
export function inviteTabPath(tab: InviteTab): string {
  return tab === "overview" ? "/luckybear/invite" : `/luckybear/invite?${new URLSearchParams({ tab }).toString()}`;
}

