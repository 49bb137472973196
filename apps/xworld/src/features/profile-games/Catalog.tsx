"use client";
// The platform's games (product game_catalog), searchable as typed (settled for 300 ms), 20 a page with
// "Show more", each with its Add. The first page with no search is the server's read when the page had
// one (`first`), so it is not read again. Loaded after start on the server-rendered page (CatalogPart), or
// inside the browser's read (AddGameRead).
import { Trans, useLingui } from "@lingui/react/macro";
import { productEndpoints } from "@repo/api-client/endpoints/product";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { TextInput } from "@repo/ui/text-input";
import { useState } from "react";
import { PagedHistory } from "../wallet/PagedHistory";
import { CATALOG_PAGE_SIZE } from "./catalog-query";
import { GameRow } from "./GameRow";
import type { CatalogPage } from "./load-game-catalog";

export interface CatalogProps {
  /** The first page with no search as the server read it, and the player it was read for. */
  first?: { page: CatalogPage; player: number } | null;
}

export function Catalog({ first }: CatalogProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim(), 300);
  const server = keyword === "" && first ? firstPageFromServer(first.page, first.player) : {};
  const query = useApiInfiniteQuery(productEndpoints.gameCatalog, { keyword, page_size: CATALOG_PAGE_SIZE }, server);
  return (
    <>
      <TextInput label={t`Search games`} hideLabel placeholder={t`Search games`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Card flush>
        <PagedHistory
          query={query}
          label={t`Games`}
          errorTitle={t`The games could not load.`}
          empty={<EmptyState title={<Trans>No game matches</Trans>} description={<Trans>Try another name.</Trans>} />}
          renderRow={(game) => <GameRow key={game.product_id} game={game} />}
        />
      </Card>
    </>
  );
}
