import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { LIVE_WINS_REFRESH_MS } from "./live-wins-interval";
import { LiveWinsStrip } from "./LiveWinsStrip";

const win = (username: string) => ({ username, prize_name: "Bet prize", amount: "12.50", time: 1_700_000_000 });
const strip = () => screen.getByRole("list", { name: "Latest live prizes" });
const names = () => within(strip()).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

/** Time passes; the refresh's code, once asked for, has loaded. */
async function advance(ms: number) {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  await act(async () => void (await import("./LiveWinsPoller")));
}

afterEach(() => vi.useRealTimers());

describe("the lobby's live prizes", () => {
  it("shows the server's read without asking again, loads the refresh when its first read is due, then reads every 30 s", async () => {
    vi.useFakeTimers();
    let list = [win("bao"), win("lan")];
    const { callsTo } = renderFeature(<LiveWinsStrip initial={list} locale="en-US" />, {
      answers: { "/lucky_bear/rt_prize_billboard": () => ({ list }) },
      loggedIn: false,
    });
    expect(names()).toEqual(["bao", "lan"]);
    const server = strip();
    await advance(LIVE_WINS_REFRESH_MS - 1_000);
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(0);

    // The same prizes again: the server's strip stays as it is.
    await advance(1_000);
    await vi.waitFor(() => expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(1));
    expect(strip()).toBe(server);

    list = [win("minh"), ...list];
    await advance(LIVE_WINS_REFRESH_MS);
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(2);
    await vi.waitFor(() => expect(names()).toEqual(["minh", "bao", "lan"]));
    expect(screen.getAllByRole("list", { name: "Latest live prizes" })).toHaveLength(1);
  });

  it("leaves the lobby without the strip when there are no live prizes", () => {
    const { container } = renderFeature(<LiveWinsStrip initial={[]} locale="en-US" />, { answers: {}, loggedIn: false });
    expect(container.innerHTML).toBe("");
  });
});
