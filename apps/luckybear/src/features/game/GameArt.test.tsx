import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import { renderWithI18n } from "@repo/ui/test/render";
import { describe, expect, it } from "vitest";
import { GameArt } from "./GameArt";

const GAME: Game = { game_id: 1, name: "Game 1", provider: "pg", icon: "/g/1.png", category: "slots", hot: false, new: false };

const picture = (props: { eager?: boolean; first?: boolean }) => {
  const { container } = renderWithI18n(<GameArt game={GAME} opening={false} {...props} />);
  const img = container.querySelector("img");
  return { loading: img?.getAttribute("loading"), priority: img?.getAttribute("fetchpriority") };
};

describe("GameArt", () => {
  it("defers a picture below the first screen, loads one on it at once, and fetches a first-row one first", () => {
    expect(picture({})).toEqual({ loading: "lazy", priority: null });
    expect(picture({ eager: true })).toEqual({ loading: "eager", priority: null });
    expect(picture({ eager: true, first: true })).toEqual({ loading: "eager", priority: "high" });
  });
});
