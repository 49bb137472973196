// The invite reward rules: the two rewards side by side and the rules in order. No client code of its
// own: the server-rendered invite pages, the browser's InviteRewardCard and the landing draw it.
import { Trans } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";

export type InviteReward = ResponseOf<typeof userReadEndpoints.inviteReward>;

export interface InviteRewardRulesProps {
  locale: Locale;
  reward: InviteReward;
  /** Who reads them: the player who invites (/share), or the friend invited (/share/land). */
  reader?: "inviter" | "invitee";
}

/** The two rewards side by side, the reader's first, then the rules in order. */
export function InviteRewardRules({ locale, reward, reader = "inviter" }: InviteRewardRulesProps) {
  const coin = reward.coin_name;
  const [mineValue, theirsValue] = reader === "inviter" ? [reward.inviter_reward, reward.invitee_reward] : [reward.invitee_reward, reward.inviter_reward];
  const mine = formatAmount(mineValue, { locale });
  const theirs = formatAmount(theirsValue, { locale });
  return (
    <div className="flex flex-col gap-12">
      <dl className="grid grid-cols-2 gap-12 rounded-12 bg-surface-sunken px-12 py-12">
        <div className="flex flex-col gap-2">
          <dt className="text-12 text-text-muted">
            {reader === "inviter" ? <Trans>You get, per friend</Trans> : <Trans>You get</Trans>}
          </dt>
          <dd className="text-18 font-bold tabular-nums text-primary">
            <Trans>
              +{mine} {coin}
            </Trans>
          </dd>
        </div>
        <div className="flex flex-col gap-2">
          <dt className="text-12 text-text-muted">
            {reader === "inviter" ? <Trans>Your friend gets</Trans> : <Trans>Your friend who invited you gets</Trans>}
          </dt>
          <dd className="text-18 font-bold tabular-nums text-primary">
            <Trans>
              +{theirs} {coin}
            </Trans>
          </dd>
        </div>
      </dl>
      {reward.rules.length > 0 ? (
        <ol className="flex list-decimal flex-col gap-6 pl-20 text-14 text-text">
          {reward.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
