// What a hunt's spot can hold at a pet's level, with each find's chance (they add up to 100 %). No client
// code of its own: the guide renders it on the server, the pet game in the browser.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";
import { averageFind, huntOdds } from "./pet-rules";

export function HuntOddsTable({ locale, config, level }: { locale: Locale; config: PetConfig; level: number }) {
  const { t } = useLingui();
  const coin = config.reward_coin;
  const average = `${formatExact(averageFind(config.hunt_table, level), locale)} ${coin}`;
  return (
    <section className="flex flex-col gap-8" aria-label={t`What a spot can hold`}>
      <h2 className="text-16 font-bold text-text">
        <Trans>What a spot can hold at level {level}</Trans>
      </h2>
      <SummaryList
        rows={huntOdds(config.hunt_table, level).map((row) => {
          const amount = `${formatExact(row.amount, locale)} ${coin}`;
          const percent = formatAmount(row.percent, { locale, decimals: 2, compact: false });
          return { id: row.amount, label: amount, value: <Trans>{percent} %</Trans> };
        })}
      />
      <p className="text-13 text-text-muted" data-testid="hunt-average">
        <Trans>On average a hunt finds {average} at this level.</Trans>
      </p>
    </section>
  );
}
