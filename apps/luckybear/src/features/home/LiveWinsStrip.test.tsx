import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { LIVE_WINS_REFRESH_MS, LiveWinsStrip } from "./LiveWinsStrip";

const win = (username: string) => ({ username, prize_name: "Bet prize", amount: "12.50", time: 1_700_000_000 });
const names = () => within(screen.getByRole("list", { name: "Latest live prizes" })).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

afterEach(() => vi.useRealTimers());

describe("the lobby's live prizes", () => {
  it("shows the server's read without asking again on mount, then reads again every 30 s", async () => {
    vi.useFakeTimers();
    let list = [win("bao"), win("lan")];
    const { callsTo } = renderFeature(<LiveWinsStrip initial={list} locale="en-US" />, {
      answers: { "/lucky_bear/rt_prize_billboard": () => ({ list }) },
      loggedIn: false,
    });
    expect(names()).toEqual(["bao", "lan"]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIVE_WINS_REFRESH_MS - 1_000)));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(0);

    list = [win("minh"), ...list];
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toHaveLength(1);
    await vi.waitFor(() => expect(names()).toHaveLength(3));
    expect(names()).toEqual(["minh", "bao", "lan"]);
  });
});
