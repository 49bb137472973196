// What the player staked on a project, what they approved and have not staked yet, and their balance of
// the vote coin. No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SummaryList } from "@repo/ui/summary-list";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { VOTE_COIN } from "./vote-math";
import type { VotePosition } from "./vote-position";

export function YourStakeCard({ locale, position }: { locale: Locale; position: VotePosition }) {
  const { t } = useLingui();
  const coin = VOTE_COIN;
  return (
    <Card title={t`Your stake`}>
      <SummaryList
        rows={[
          { id: "staked", label: <Trans>Staked by you</Trans>, value: `${formatExact(position.staked, locale)} ${coin}`, testId: "vote-my-staked", emphasis: true },
          { id: "allowance", label: <Trans>Approved, not yet staked</Trans>, value: `${formatExact(position.allowance, locale)} ${coin}`, testId: "vote-allowance" },
          { id: "balance", label: <Trans>Your {coin} balance</Trans>, value: formatBalance(position.balance, locale), testId: "vote-balance" },
        ]}
      />
    </Card>
  );
}
