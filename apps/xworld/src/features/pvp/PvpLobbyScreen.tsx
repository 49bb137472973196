// /pvp: the open matches a player can join and the matches they play in, and the way to host one. A
// server component: the open matches the server read with the player's login are the page's HTML, each a
// link to its page (where the player joins), rendered again on the server every 10 s
// (ServerPlayerContent keeps them while this render is that player's). The tabs are client code; the
// player's own matches load when their tab is chosen. A guest, another login or a failed read gets the
// browser's own read (PvpLobbyFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { PvpLobbyFirst } from "./load-pvp-lobby";
import { LobbyTabs } from "./LobbyTabs";
import { MatchList } from "./MatchList";
import { LOBBY_REREAD_MS } from "./lobby-reread";
import { pvpHref } from "./pvp-rules";
import { MatchesFromBrowser, PvpLobbyFromBrowser } from "./PvpLobbyFromBrowser";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";

export interface PvpLobbyScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PvpLobbyFirst> | null;
}

export function PvpLobbyScreen({ locale, first }: PvpLobbyScreenProps) {
  const fromBrowser = <PvpLobbyFromBrowser locale={locale} />;
  const open = first?.data.open;
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>PvP matches</Trans>}
      action={
        <Link href={pvpHref(locale, "admin")} className="text-14 font-semibold text-link">
          <Trans>Host a match</Trans>
        </Link>
      }
    >
      {first && open ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <LobbyTabs
            open={
              <>
                <MatchList locale={locale} scope="open" matches={open.list} />
                <RefreshingEvery ms={LOBBY_REREAD_MS} />
              </>
            }
            mine={<MatchesFromBrowser locale={locale} scope="mine" />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
