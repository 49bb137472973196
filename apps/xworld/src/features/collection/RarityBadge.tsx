// A collectible's rarity as a small coloured tag (the colour only repeats what the word says).
// No client code of its own: a server component renders it too.
import type { Rarity } from "@repo/api-client/schemas/collectibles";
import { useRarityLabel } from "./use-collectible-labels";

const RARITY_CLASSNAMES: Record<Rarity, string> = {
  common: "bg-surface-sunken text-text",
  rare: "bg-success text-success-contrast",
  epic: ["bg-primary", "text-primary-contrast"].join(" "),
  legendary: "bg-accent text-accent-contrast",
};

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const label = useRarityLabel();
  return (
    <span data-rarity={rarity} className={`inline-flex items-center whitespace-nowrap rounded-full px-8 py-2 text-11 font-semibold shadow-card ${RARITY_CLASSNAMES[rarity]}`}>
      {label(rarity)}
    </span>
  );
}
