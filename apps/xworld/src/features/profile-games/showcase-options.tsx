// The player's games as choices (a row each with its icon): the showcase form's (ShowcaseForm) and what
// the server draws until it loads (ShowcaseFormPreview).
import type { ChoiceOption } from "@repo/ui/choice-list";
import type { MyGames } from "./load-my-games";

export type OwnedGame = MyGames["list"][number];

export function showcaseOptions(list: readonly OwnedGame[]): ChoiceOption[] {
  return list.map((game) => ({
    value: String(game.product_id),
    label: game.name,
    leading: <img src={game.icon} alt="" width={40} height={40} className="size-40 rounded-12 bg-surface-sunken object-cover" />,
  }));
}

/** The games the profile shows now, in the order the service gives them. */
export const shownGames = (list: readonly OwnedGame[]) => list.filter((game) => game.shown).map((game) => game.product_id);
