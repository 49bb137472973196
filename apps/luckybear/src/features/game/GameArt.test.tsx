import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import { renderWithI18n } from "@repo/ui/test/render";
import { describe, expect, it } from "vitest";
import { GameArt } from "./GameArt";

const GAME: Game = { game_id: 1, name: "Game 1", provider: "pg", icon: "/g/1.png", category: "slots", hot: false, new: false };

const picture = (props: { firstScreen?: boolean }) => {
  const { container } = renderWithI18n(<GameArt game={GAME} opening={false} {...props} />);
  const img = container.querySelector("img");
  return { loading: img?.getAttribute("loading"), priority: img?.getAttribute("fetchpriority") };
};

describe("GameArt", () => {
  it("defers a picture below the first screen, and loads one on it at once with high priority", () => {
    expect(picture({})).toEqual({ loading: "lazy", priority: null });
    expect(picture({ firstScreen: true })).toEqual({ loading: "eager", priority: "high" });
  });
});
