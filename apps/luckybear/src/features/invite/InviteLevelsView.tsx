// What inviting earns (invite_master_conf): the rules, and each level's bonus with the player's progress
// toward it (friends invited, from invite_summary). No client code: rendered on the server from its read,
// and in the browser by InviteLevelsCard.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount, formatCount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ThresholdProgress } from "@repo/ui/threshold-progress";
import type { InviteLevels } from "./invite-reads";

/** `invited`: the friends the player invited, null when unknown (the levels then show without progress). */
export function InviteLevelsView({ locale, levels, invited }: { locale: Locale; levels: InviteLevels; invited: number | null }) {
  const { t } = useLingui();
  const count = (value: number) => formatCount(value, locale);
  return (
    <Card title={t`What you earn`}>
      <div className="flex flex-col gap-16">
        {levels.rules.length > 0 ? (
          <ul className="m-0 flex list-disc flex-col gap-4 pl-20 text-14 text-text-muted">
            {levels.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : null}
        <ul aria-label={t`Invite levels`} className="m-0 flex list-none flex-col gap-12 p-0">
          {levels.levels.map((level) => {
            const required = level.required_invites;
            const reward = `${formatAmount(level.reward.amount, { locale })} ${level.reward.coin_name}`;
            const label = t`Invite ${required} friends: ${reward}`;
            return (
              <li key={level.level} data-testid={`invite-level-${level.level}`}>
                {invited === null ? (
                  <span className="text-14 text-text">{label}</span>
                ) : (
                  <ThresholdProgress label={label} current={invited} threshold={required} formatValue={count} />
                )}
              </li>
            );
          })}
        </ul>
        <p className="text-12 text-text-muted">
          <Trans>Each friend also earns you a reward when they sign up, and another when they first recharge.</Trans>
        </p>
      </div>
    </Card>
  );
}
