// Today's battle: the time left (`countdown`, the caller's: it knows what reads the battle again at zero),
// the pool and its prizes, the player's standing and balance, entering (`entry`, the caller's client part)
// and the links to the leaderboard and the record. No client code of its own: rendered on the server (the
// page's reads for the player) and in the browser (BattleRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Battle } from "@repo/api-client/endpoints/battle";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { battleHref, entriesLeft } from "./battle-rules";

interface BattleViewProps {
  locale: Locale;
  battle: Battle;
  /** The off-chain balance of the battle's coin (undefined while it loads). */
  offchain: string | undefined;
  /** The countdown to the end, shown while the battle runs. */
  countdown: ReactNode;
  entry: ReactNode;
}

export function BattleView({ locale, battle, offchain, countdown, entry }: BattleViewProps) {
  const { t } = useLingui();
  const coin = battle.coin_name;
  const fee = formatExact(battle.entry_fee, locale);
  const pool = formatExact(battle.prize_pool, locale);
  const left = entriesLeft(battle);
  const max = battle.max_entries;
  const best = battle.my_best === null ? "--" : String(battle.my_best);
  const rank = battle.my_rank === null ? "--" : String(battle.my_rank);
  return (
    <>
      <Card>
        <div className="flex flex-col gap-12">
          <p className="flex items-center justify-between text-14 text-text-muted">
            <span>{battle.status === "running" ? <Trans>Ends in</Trans> : <Trans>Ended</Trans>}</span>
            {battle.status === "running" ? countdown : null}
          </p>
          <SummaryList
            rows={[
              { label: t`Prize pool`, value: `${pool} ${coin}`, emphasis: true, testId: "battle-pool" },
              { label: t`Entry fee`, value: `${fee} ${coin}` },
              { label: t`Players`, value: String(battle.players) },
              ...battle.prizes.map((prize) => {
                const place = prize.rank;
                const amount = formatExact(prize.amount, locale);
                return { id: `prize-${place}`, label: t`Rank ${place}`, value: `${amount} ${coin}` };
              }),
            ]}
          />
        </div>
      </Card>

      <Card title={<Trans>Your battle</Trans>}>
        <div className="flex flex-col gap-12">
          <SummaryList
            rows={[
              { label: t`Best score`, value: best, testId: "battle-best" },
              { label: t`Your rank`, value: rank, testId: "battle-rank" },
              { label: t`Entries left`, value: t`${left} of ${max}` },
              { label: t`Your balance`, value: offchain !== undefined ? `${formatBalance(offchain, locale)} ${coin}` : "--" },
            ]}
          />
          {entry}
        </div>
      </Card>

      <nav aria-label={t`Battle pages`} className="grid grid-cols-2 gap-12">
        <Link href={battleHref(locale, "rank")} className="rounded-12 bg-surface-raised px-12 py-12 text-center text-14 font-semibold">
          <Trans>Leaderboard</Trans>
        </Link>
        <Link href={battleHref(locale, "record")} className="rounded-12 bg-surface-raised px-12 py-12 text-center text-14 font-semibold">
          <Trans>My record</Trans>
        </Link>
      </nav>
    </>
  );
}
