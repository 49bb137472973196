"use client";
// The invite panel as a part loaded after start: its code (the link for the platform, Telegram's read,
// the share and copy actions, the editable message) is not the route's first load; meanwhile `waiting`
// (the server's InvitePanelWaiting, so its code is not the route's either).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { InviteReward } from "./InviteRewardRules";

export interface InvitePanelPartProps {
  locale: Locale;
  /** The player the server rendered the page for (the code and link until the session knows one). */
  player: number;
  reward: InviteReward | undefined;
  waiting: ReactNode;
}

export const InvitePanelPart = lazyPart<InvitePanelPartProps>(
  () => import("./PlayerInvitePanel").then(({ PlayerInvitePanel }) => PlayerInvitePanel),
  ({ waiting }) => waiting,
);
