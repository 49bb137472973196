// The catalogue as the server draws it until it loads after start: the search box, the first page's games
// (each with Added, or Add not yet usable) and "Show more" with how many there are, of the catalogue's
// size. No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import { ShowMorePreview } from "@repo/ui/load-more/ShowMorePreview";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import { CatalogGameIcon } from "./CatalogGameIcon";
import { GameAdded } from "./GameAdded";
import type { CatalogPage } from "./load-game-catalog";

export function CatalogPreview({ page }: { page: CatalogPage }) {
  const { t } = useLingui();
  const shown = page.list.length;
  const total = page.total;
  return (
    <>
      <TextInputPreview id="catalog-search" label={t`Search games`} hideLabel placeholder={t`Search games`} />
      <Card flush>
        <div className="pb-8">
          <List label={t`Games`} empty={<EmptyState title={<Trans>No game matches</Trans>} description={<Trans>Try another name.</Trans>} />}>
            {page.list.map((game) => {
              const name = game.name;
              return (
                <ListItem
                  key={game.product_id}
                  leading={<CatalogGameIcon game={game} />}
                  title={<span className="font-semibold">{name}</span>}
                  subtitle={game.summary}
                  trailing={
                    game.added ? (
                      <GameAdded />
                    ) : (
                      <ButtonPreview size="sm" variant="secondary" aria-label={t`Add ${name} to my games`}>
                        <Trans>Add</Trans>
                      </ButtonPreview>
                    )
                  }
                />
              );
            })}
          </List>
          <ShowMorePreview shown={shown} total={total} className="px-16 pt-8" />
        </div>
      </Card>
    </>
  );
}
