// The lobby's running championships (champ/list, rendered on the server): each with its prize pool and
// the time left, leading to its board.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Champ } from "@repo/api-client/schemas/lucky-bear";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { HeadingRow } from "@repo/ui/heading-row";
import { ChampStatus } from "../champions/ChampStatus";

export function RunningChamps({ champs, locale }: { champs: Champ[]; locale: Locale }) {
  const { t } = useLingui();
  const running = champs.filter((champ) => champ.status === "running");
  if (running.length === 0) return null;
  return (
    <section aria-labelledby="running-champs" className="flex flex-col gap-8">
      <HeadingRow
        action={
          <Link href={withLocale("/luckybear/champions", locale)} className="text-14 font-semibold text-link">
            <Trans>All championships</Trans>
          </Link>
        }
      >
        <h2 id="running-champs" className="text-16 font-semibold">
          <Trans>Championships running</Trans>
        </h2>
      </HeadingRow>
      <ul aria-label={t`Championships running`} className="m-0 flex list-none flex-col gap-8 p-0">
        {running.map((champ) => {
          const pool = `${formatAmount(champ.prize_pool, { locale })} ${champ.coin_name}`;
          return (
            <li key={champ.champ_id}>
              <Link
                href={withLocale(`/luckybear/champions/${champ.champ_id}`, locale)}
                data-testid={`lobby-champ-${champ.champ_id}`}
                className="flex flex-col gap-4 rounded-12 bg-surface-raised px-12 py-10"
              >
                <span className="text-15 font-semibold text-text">{champ.title}</span>
                <span className="text-13 text-text-muted">
                  <Trans>Prize pool {pool}</Trans>
                </span>
                <ChampStatus champ={champ} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
