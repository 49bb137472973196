import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import { AccountChip } from "@repo/app-shell/features/account/AccountChip";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import Link from "@repo/app-shell/link";
import { HeadingRow } from "@repo/ui/heading-row";
import { FAVOURITES_TAB, gameTabHref } from "../game/game-tab-query";
import { GameTile } from "./GameTile";
import { LobbyGames } from "./LobbyGames";
import { LiveWinsStrip } from "./LiveWinsStrip";
import { LobbyEntries } from "./LobbyEntries";
import { LobbyDialogsLater, NewbieCardLater } from "./LobbyLaterParts";
import type { LuckyBearHomeData } from "./load-home";
import { RecentWins } from "./RecentWins";
import { RunningChamps } from "./RunningChamps";

const CHIP = "flex min-h-32 shrink-0 items-center rounded-full border border-border bg-surface-raised px-12 text-13 font-semibold text-text";

/**
 * The casino home: the jackpot, who is playing, the reward entries with the player's chances, the newbie
 * card, live prizes, running championships, recent wins and the game lobby (games open from here; the
 * game tab has them all). Public parts come rendered from the server; the player's own are read on the client.
 */
export function HomeScreen({ data, locale }: { data: LuckyBearHomeData; locale: Locale }) {
  const { t } = useLingui();
  const { home, games, liveWins, champs } = data;
  const runningChamps = champs === null ? null : champs.filter((champ) => champ.status === "running").length;
  const jackpot = formatAmount(home.jackpot.amount, { locale });
  const online = home.online_players;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <LobbyDialogsLater locale={locale} />
      <div className="flex justify-end">
        <AccountChip locale={locale} profilePath="/luckybear/money" />
      </div>
      <section aria-labelledby="jackpot" className="rounded-16 bg-gradient-to-br from-primary to-accent px-16 py-20 text-center text-primary-contrast shadow-card">
        <h1 id="jackpot" className="text-14 font-semibold uppercase tracking-wide opacity-90">
          <Trans>Jackpot</Trans>
        </h1>
        <p className="mt-4 text-32 font-bold tabular-nums">
          {jackpot} <span className="text-16 font-semibold">{home.jackpot.currency}</span>
        </p>
        <p className="mt-4 text-13 opacity-90">
          <Plural value={online} one="# player online" other="# players online" />
        </p>
      </section>
      <LobbyEntries locale={locale} runningChamps={runningChamps} />
      <NewbieCardLater locale={locale} />
      {liveWins ? <LiveWinsStrip initial={liveWins} locale={locale} /> : null}
      {champs ? <RunningChamps champs={champs} locale={locale} /> : null}
      {home.recent_wins.length > 0 ? <RecentWins wins={home.recent_wins} locale={locale} /> : null}
      <section aria-label={t`Games`}>
        <HeadingRow
          className="mb-12"
          action={
            <Link href={gameTabHref(locale)} className="text-14 font-semibold text-link">
              <Trans>All games</Trans>
            </Link>
          }
        >
          <h2 className="text-16 font-semibold">
            <Trans>Games</Trans>
          </h2>
        </HeadingRow>
        <nav aria-label={t`Game categories`} className="-mx-16 mb-12 flex gap-8 overflow-x-auto px-16 [scrollbar-width:none]">
          <Link href={gameTabHref(locale, { tab: FAVOURITES_TAB })} className={CHIP}>
            <Trans>Favourites</Trans>
          </Link>
          {home.categories.map((category) => (
            <Link key={category.id} href={gameTabHref(locale, { tab: category.id })} className={CHIP}>
              {category.name}
            </Link>
          ))}
        </nav>
        {games.list.length > 0 ? (
          <LobbyGames games={games.list.map(({ game_id, provider, name }) => ({ game_id, provider, name }))} locale={locale}>
            <ul className="m-0 grid list-none grid-cols-3 gap-12 p-0">
              {games.list.map((game) => (
                <GameTile key={game.game_id} game={game} />
              ))}
            </ul>
          </LobbyGames>
        ) : (
          <EmptyState title={<Trans>No games right now</Trans>} description={<Trans>The lobby is being restocked. Come back soon.</Trans>} />
        )}
      </section>
    </div>
  );
}
