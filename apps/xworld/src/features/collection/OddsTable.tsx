// A draw's odds before paying: each rarity's chance (they add up to 100 %) and what it can give.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { formatAmount } from "@repo/i18n/format-amount";
import { percentsOf } from "./collectible-rules";
import { RarityBadge } from "./RarityBadge";

export function OddsTable({ locale, conf }: { locale: Locale; conf: DrawConf }) {
  const { t } = useLingui();
  const percents = percentsOf(conf.odds);
  return (
    <section className="flex flex-col gap-8" aria-label={t`Odds`}>
      <h2 className="text-16 font-bold text-text">
        <Trans>Odds</Trans>
      </h2>
      <table className="w-full text-14" data-testid="draw-odds">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t`Rarity`}</th>
            <th scope="col">{t`Chance`}</th>
            <th scope="col">{t`Can give`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {conf.odds.map((row, index) => {
            const percent = formatAmount(percents[index] ?? "0", { locale, decimals: 2, compact: false });
            const names = conf.pool.filter((entry) => entry.rarity === row.rarity).map((entry) => entry.name).join(", ");
            return (
              <tr key={row.rarity}>
                <th scope="row" className="py-8 pr-8 text-left font-normal">
                  <RarityBadge rarity={row.rarity} />
                </th>
                <td className="whitespace-nowrap py-8 pr-8 text-right font-semibold tabular-nums">
                  <Trans>{percent} %</Trans>
                </td>
                <td className="py-8 text-12 text-text-muted">{names}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-12 text-text-muted">
        <Trans>The server draws with exactly these chances; the wheel only shows its result.</Trans>
      </p>
    </section>
  );
}
