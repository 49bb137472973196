// The lobby's live-prize strip as it shows: who just won a bet prize. Rendered by the server with the
// lobby (LiveWinsStrip) and by the browser when a later read brings new prizes (LiveWinsRefresh).
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { HeadingRow } from "@repo/ui/heading-row";
import type { LiveWin } from "./load-home";

export function LiveWinsSection({ wins, locale }: { wins: readonly LiveWin[]; locale: Locale }) {
  const { t } = useLingui();
  if (wins.length === 0) return null;
  return (
    <section aria-labelledby="live-prizes" className="flex flex-col gap-8">
      <HeadingRow
        action={
          <Link href={withLocale("/luckybear/prizes", locale)} className="text-14 font-semibold text-link">
            <Trans>See prizes</Trans>
          </Link>
        }
      >
        <h2 id="live-prizes" className="flex items-center gap-6 text-16 font-semibold">
          <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-success" />
          <Trans>Live prizes</Trans>
        </h2>
      </HeadingRow>
      <ul aria-label={t`Latest live prizes`} className="-mx-16 m-0 flex list-none gap-8 overflow-x-auto px-16 pb-4 [scrollbar-width:none]">
        {wins.map((win) => {
          const amount = formatAmount(win.amount, { locale });
          const { username, prize_name: prize } = win;
          return (
            <li key={`${win.username}-${win.time}-${win.prize_name}`} className="flex shrink-0 flex-col rounded-12 bg-surface-raised px-12 py-8 text-13">
              <span className="font-semibold">{username}</span>
              <span className="text-text-muted">
                <Trans>
                  {prize}: <span className="font-semibold text-accent tabular-nums">+{amount}</span>
                </Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
