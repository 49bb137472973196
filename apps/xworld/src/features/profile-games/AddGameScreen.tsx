// /profile/addProduct (login-required): the platform's games (product service game_catalog), searchable,
// 20 a page; "Add" puts one among the player's games (add_game), which /profile/select can then show. A
// server component: the catalogue's first page the server read with the player's login (each game marked
// when the player has it) is drawn with the search box, not yet usable (ServerPlayerContent keeps it while
// this render is that player's); the catalogue (search, paging, Add) is a part loaded after start, given
// the server's first page. A guest, another login or a failed read gets the browser's own read
// (AddGameFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { AddGameFromBrowser, CatalogPart } from "./AddGameParts";
import { CatalogPreview } from "./CatalogPreview";
import { ChooseShownLink } from "./ChooseShownLink";
import type { GameCatalogFirst } from "./load-game-catalog";
import { SELECT_GAMES_PATH } from "./profile-games-paths";

export interface AddGameScreenProps {
  locale: Locale;
  /** The catalogue's first page as the server read it with the player's login cookies (none for a guest). */
  first?: PlayerFirst<GameCatalogFirst> | null;
}

export function AddGameScreen({ locale, first }: AddGameScreenProps) {
  const fromBrowser = <AddGameFromBrowser locale={locale} placeholder={<FormSkeleton />} />;
  const catalog = first?.data.catalog;
  return (
    <PageFrame locale={locale} back={SELECT_GAMES_PATH} heading={<Trans>Add a game</Trans>}>
      {first && catalog ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <CatalogPart first={{ page: catalog, player: first.userId }} placeholder={<CatalogPreview page={catalog} />} />
          <ChooseShownLink locale={locale} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
