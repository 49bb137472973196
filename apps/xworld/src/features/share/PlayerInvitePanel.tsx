"use client";
// The invite panel of the server-rendered invite pages, with the link for the platform the page runs on
// (loaded after start by InvitePanelPart).
import type { Locale } from "@repo/i18n/locales";
import { InvitePanel } from "./InvitePanel";
import type { InviteReward } from "./InviteRewardRules";
import { useInviteLink } from "./use-invite-link";

export function PlayerInvitePanel({ locale, player, reward }: { locale: Locale; player: number; reward: InviteReward | undefined }) {
  return <InvitePanel locale={locale} invite={useInviteLink(player)} reward={reward} />;
}
