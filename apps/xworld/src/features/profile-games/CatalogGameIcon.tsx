// A catalogue game's icon at the start of its row.
import type { CatalogGame } from "@repo/api-client/endpoints/product";

export function CatalogGameIcon({ game }: { game: CatalogGame }) {
  return <img src={game.icon} alt="" width={40} height={40} className="size-40 rounded-12 bg-surface-sunken object-cover" />;
}
