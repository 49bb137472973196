import { screen, waitFor, within } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { renderFeature } from "../pay/testing";
import { LobbyEntries } from "./LobbyEntries";

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const entries = () => within(screen.getByRole("navigation", { name: "Rewards and events" })).getAllByRole("link");

describe("LobbyEntries", () => {
  it("leads a guest to the spin, lottery, championships and VIP without personal data", () => {
    const { call } = renderFeature(<LobbyEntries locale="en-US" runningChamps={2} />, { answers: {}, loggedIn: false });
    expect(entries().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Lucky spin", "/en-US/luckybear/spin"],
      ["Free lottery", "/en-US/luckybear/lottery"],
      ["Championships2 running", "/en-US/luckybear/champions"],
      ["VIP", "/en-US/luckybear/vip"],
    ]);
    expect(call).not.toHaveBeenCalled();
  });

  it("shows a signed-in player's spins, today's draw and VIP level", async () => {
    renderFeature(<LobbyEntries locale="en-US" runningChamps={null} />, {
      answers: {
        "/lucky_bear/lucky_spin_conf": () => ({ chances: 3, prizes: [] }),
        "/lucky_bear/free_lottery_chance": () => ({ chances: 1, next_free_at: null }),
        "/lucky_bear/vip_profile": () => ({ vip_level: 3, icon: "", total_bet: "650.00", next_level_bet: "800.00", rewards: [] }),
      },
    });
    await waitFor(() => expect(entries().map((link) => link.textContent)).toEqual(["Lucky spin3 left", "Free lotteryReady", "Championships", "VIPLevel 3"]));
  });

  it("counts down to the next free draw once today's is drawn, and says when no spin is left", async () => {
    renderFeature(<LobbyEntries locale="en-US" runningChamps={0} />, {
      answers: {
        "/lucky_bear/lucky_spin_conf": () => ({ chances: 0, prizes: [] }),
        "/lucky_bear/free_lottery_chance": () => ({ chances: 0, next_free_at: NOW + 3_723 }),
        "/lucky_bear/vip_profile": () => {
          throw new Error("down");
        },
      },
    });
    expect(await within(screen.getByTestId("lobby-spin")).findByText("None left")).toBeTruthy();
    const timer = await within(screen.getByTestId("lobby-lottery")).findByRole("timer", { name: "Next free draw in" });
    await waitFor(() => expect(timer.textContent).toBe("01:02:03"));
    // A failed VIP read leaves the entry as it is for guests.
    await waitFor(() => expect(screen.getByTestId("lobby-vip").textContent).toBe("VIP"));
  });

  it("comes from the server as links without personal lines, then a signed-in player's load in the browser", async () => {
    const { html, container, recoverable, unmount } = await hydrateFeature(<LobbyEntries locale="en-US" runningChamps={1} />, {
      platform: { kind: "luckybear-web", brand: "luckybear" },
      answers: {
        "/lucky_bear/lucky_spin_conf": () => ({ chances: 2, prizes: [] }),
        "/lucky_bear/free_lottery_chance": () => ({ chances: 1, next_free_at: null }),
        "/lucky_bear/vip_profile": () => ({ vip_level: 1, icon: "", total_bet: "0.00", next_level_bet: "100.00", rewards: [] }),
      },
    });
    expect(html).toContain('href="/en-US/luckybear/spin"');
    expect(html).not.toContain("left");
    await waitFor(() =>
      expect(within(container).getAllByRole("link").map((link) => link.textContent)).toEqual(["Lucky spin2 left", "Free lotteryReady", "Championships1 running", "VIPLevel 1"]),
    );
    expect(recoverable).toEqual([]);
    unmount();
  });
});
