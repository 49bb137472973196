// The rewards hub: the wheel, the free lottery, live prizes, championships and VIP, each a link with the
// player's state there. No client code of its own: rendered on the server (the page's reads for the
// player) and in the browser (RewardsRead).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import type { ReactNode } from "react";
import type { RewardState, RewardStates } from "./reward-states";
import { RowChevron } from "@repo/ui/row-chevron";

function StateLine<T>({ state, children }: { state: RewardState<T>; children: (value: T) => ReactNode }) {
  if (state === null) return <Skeleton width="45%" height={12} />;
  if (state === "error") {
    return (
      <span className="text-13 text-text-muted">
        <Trans>Could not load your status</Trans>
      </span>
    );
  }
  return <span className="text-13 text-text-muted">{children(state)}</span>;
}

/** The hub with the player's state on each entry. */
export function RewardsHub({ locale, states }: { locale: Locale; states: RewardStates }) {
  const { t } = useLingui();
  const entry = (key: string, href: string, title: string, line: ReactNode) => (
    <li key={key}>
      <Link href={`/${locale}/luckybear/${href}`} data-testid={`rewards-${key}`} className="flex items-center justify-between gap-12 px-16 py-14">
        <span className="flex min-w-0 flex-col gap-4">
          <span className="text-16 font-semibold text-text">{title}</span>
          {line}
        </span>
        <RowChevron />
      </Link>
    </li>
  );
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Rewards</Trans>
      </h1>
      <Card flush>
        <ul className="divide-y divide-border">
          {entry("spin", "spin", t`Lucky wheel`, <StateLine state={states.spin}>{(chances) => <Trans>Spins left: {chances}</Trans>}</StateLine>)}
          {entry(
            "lottery",
            "lottery",
            t`Free lottery`,
            <StateLine state={states.lottery}>{(chances) => (chances > 0 ? <Trans>Your free draw is ready</Trans> : <Trans>Already drawn today</Trans>)}</StateLine>,
          )}
          {entry("prizes", "prizes", t`Live prizes`, <StateLine state={states.prizes}>{(count) => <Trans>Prizes to receive: {count}</Trans>}</StateLine>)}
          {entry("champions", "champions", t`Championships`, <StateLine state={states.champions}>{(count) => <Trans>Running now: {count}</Trans>}</StateLine>)}
          {entry(
            "vip",
            "vip",
            t`VIP club`,
            <StateLine state={states.vip}>
              {({ level, receivable }) => (
                <Trans>
                  VIP {level} · rewards to receive: {receivable}
                </Trans>
              )}
            </StateLine>,
          )}
        </ul>
      </Card>
    </div>
  );
}
