// The invitation message the invite panel starts from: it names the friend's reward once that is known.
import { useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import type { InviteReward } from "./InviteRewardRules";

export function useInviteMessage(locale: Locale, reward: InviteReward | undefined): string {
  const { t } = useLingui();
  const friendReward = reward ? `${formatAmount(reward.invitee_reward, { locale })} ${reward.coin_name}` : null;
  return friendReward
    ? t`Join me on XWorld: play games, finish tasks and earn rewards. Sign up with my invite link and get ${friendReward}!`
    : t`Join me on XWorld: play games, finish tasks and earn rewards together!`;
}

/** The message field's look, the same while the panel loads (InvitePanelWaiting). */
export const INVITE_MESSAGE_FIELD =
  "w-full resize-none rounded-12 border border-border bg-surface px-12 py-10 text-14 text-text outline-none focus:border-primary aria-[invalid]:border-danger";
