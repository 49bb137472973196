import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { GameTile } from "./GameTile";
import { LobbyGames } from "./LobbyGames";

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.push.mockClear());

const game = (game_id: number, name: string, provider = "inbet") => ({ game_id, name, provider, icon: `/games/${game_id}.png`, category: "slots", hot: false, new: false });
const GAMES = [game(100, "Lucky Tiger"), game(101, "Gold Rush"), game(102, "Far Away", "unknown")];

const lobby = (
  <LobbyGames games={GAMES.map(({ game_id, provider, name }) => ({ game_id, provider, name }))} locale="en-US">
    <ul>
      {GAMES.map((item) => (
        <GameTile key={item.game_id} game={item} />
      ))}
    </ul>
  </LobbyGames>
);

const launch = (game_id: number) => ({
  game_id,
  provider: "inbet",
  launch_url: `https://games.example/inbet/${game_id}`,
  session_token: "abc",
  currency: "VND",
  language: "en-US",
  lobby_url: "/luckybear",
  extra: {},
});

const tile = (name: string) => screen.getByRole("button", { name: `Play ${name}` });
/** The tile's artwork is covered by a spinner while its game opens. */
const spinning = (name: string) => tile(name).querySelector(".animate-\\[ui-spin_0\\.8s_linear_infinite\\]") !== null;

describe("the lobby's games", () => {
  it("come from the server as tiles and hydrate without a mismatch or a read", async () => {
    const { container, recoverable, call, unmount } = await hydrateFeature(lobby, { answers: {}, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(within(container).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Play Lucky Tiger", "Play Gold Rush", "Play Far Away"]);
    expect(recoverable).toEqual([]);
    expect(call).not.toHaveBeenCalled();
    unmount();
  });

  it("open one at a time, with the tapped tile's spinner from the tap until the game opened", async () => {
    const held: Array<() => void> = [];
    const answers: Answers = {
      "/lucky_bear/inbet/init_config": (input) => {
        const { game_id } = input as { game_id: number };
        return new Promise((resolve) => held.push(() => resolve(launch(game_id))));
      },
      "/lucky_bear/inbet/report_game_start": () => ({ ok: true }),
    };
    const { callsTo, platform } = renderFeature(lobby, { answers });
    fireEvent.click(tile("Lucky Tiger"));
    expect(spinning("Lucky Tiger")).toBe(true);
    await waitFor(() => expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([{ game_id: 100 }]));
    expect(spinning("Lucky Tiger")).toBe(true);

    // Another tap while the first game opens opens nothing.
    fireEvent.click(tile("Gold Rush"));
    expect(spinning("Gold Rush")).toBe(false);

    await act(async () => held.shift()?.());
    await waitFor(() => expect(platform.openLink).toHaveBeenCalledWith("https://games.example/inbet/100"));
    await waitFor(() => expect(spinning("Lucky Tiger")).toBe(false));

    fireEvent.click(tile("Gold Rush"));
    expect(spinning("Gold Rush")).toBe(true);
    await waitFor(() => expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([{ game_id: 100 }, { game_id: 101 }]));
    await act(async () => held.shift()?.());
    await waitFor(() => expect(platform.openLink).toHaveBeenCalledWith("https://games.example/inbet/101"));
  });

  it("say so when a game cannot be opened here, and the tile is free again", async () => {
    const { toasts, platform } = renderFeature(lobby, { answers: {} });
    fireEvent.click(tile("Far Away"));
    await waitFor(() => expect(toasts.getSnapshot().map((toast) => toast.message)).toContain("Far Away cannot be opened here yet."));
    expect(spinning("Far Away")).toBe(false);
    expect(platform.openLink).not.toHaveBeenCalled();
  });

  it("send a guest to sign in first", async () => {
    const { callsTo } = renderFeature(lobby, { answers: {}, loggedIn: false });
    fireEvent.click(tile("Lucky Tiger"));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/en-US\/user\/login\?backUrl=/)));
    expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([]);
  });
});
