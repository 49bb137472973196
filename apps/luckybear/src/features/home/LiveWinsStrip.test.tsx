import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { LIVE_WINS_REFRESH_MS } from "./LiveWinsPoller";
import { LiveWinsStrip } from "./LiveWinsStrip";

const win = (username: string) => ({ username, prize_name: "Bet prize", amount: "12.50", time: 1_700_000_000 });
const strip = () => screen.getByRole("list", { name: "Latest live prizes" });
const names = () => within(strip()).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

/** The page goes idle after start: the refresh's code loads and its read starts counting. */
async function idle() {
  await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
  await act(async () => void (await import("./LiveWinsPoller")));
}

afterEach(() => vi.useRealTimers());

describe("the lobby's live prizes", () => {
  it("shows the server's read without asking again, then reads again every 30 s once the page is idle", async () => {
    vi.useFakeTimers();
    let list = [win("bao"), win("lan")];
    const { callsTo } = renderFeature(<LiveWinsStrip initial={list} locale="en-US" />, {
      answers: { "/lucky_bear/rt_prize_billboard": () => ({ list }) },
      loggedIn: false,
    });
    expect(names()).toEqual(["bao", "lan"]);
    const server = strip();
    await idle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIVE_WINS_REFRESH_MS - 1_000)));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(0);

    // The same prizes again: the server's strip stays as it is.
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(1);
    expect(strip()).toBe(server);

    list = [win("minh"), ...list];
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIVE_WINS_REFRESH_MS)));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(2);
    await vi.waitFor(() => expect(names()).toEqual(["minh", "bao", "lan"]));
    expect(screen.getAllByRole("list", { name: "Latest live prizes" })).toHaveLength(1);
  });

  it("leaves the lobby without the strip when there are no live prizes", () => {
    const { container } = renderFeature(<LiveWinsStrip initial={[]} locale="en-US" />, { answers: {}, loggedIn: false });
    expect(container.innerHTML).toBe("");
  });
});
