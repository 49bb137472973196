import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadVip } from "./load-vip";
import { VipScreen } from "./VipScreen";

vi.mock("server-only", () => ({}));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const LEVELS = Array.from({ length: 11 }, (_, level) => ({
  level,
  icon: `/vip/${level}.svg`,
  required_bet: `${level * 200}.00`,
  reward: { amount: `${level * 2}.00`, coin_name: "LB-USDT" },
}));

/** A level-3 player who has not taken any reward; receiving pays once, then answers "already received". */
function vipBackend(): Answers {
  const received = new Set<number>();
  return {
    "/lucky_bear/vip_conf": () => ({ levels: LEVELS }),
    "/lucky_bear/vip_profile": () => ({
      vip_level: 3,
      icon: "/vip/3.svg",
      total_bet: "650.00",
      next_level_bet: "800.00",
      rewards: LEVELS.slice(1).map(({ level, reward }) => ({ level, reward, receivable: level <= 3 && !received.has(level), received: received.has(level) })),
    }),
    "/lucky_bear/receive_vip_reward": (input) => {
      const { level } = input as { level: number };
      if (received.has(level)) throw new Error("already received");
      received.add(level);
      return LEVELS[level]?.reward;
    },
  };
}

function setup() {
  return renderFeature(<VipScreen locale="en-US" />, { answers: vipBackend() });
}

describe("VipScreen", () => {
  it("shows the level, the progress to the next one and all eleven levels", async () => {
    setup();
    expect(await screen.findByTestId("vip-level")).toHaveProperty("textContent", "VIP 3");
    expect(screen.getByRole("progressbar", { name: "Bets toward VIP 4" }).getAttribute("aria-valuetext")).toBe("650.00 / 800.00");
    expect(screen.getAllByRole("listitem")).toHaveLength(11);
    expect(within(screen.getByTestId("vip-level-5")).getByText("Not reached")).toBeTruthy();
  });

  it("receives a reached level's reward once, however often it is tapped", async () => {
    const { callsTo } = setup();
    const button = await screen.findByRole("button", { name: "Receive the VIP 3 reward" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(within(screen.getByTestId("vip-level-3")).getByText("Received")).toBeTruthy());
    expect(callsTo("/lucky_bear/receive_vip_reward")).toEqual([{ level: 3 }]);
    expect(screen.queryByRole("button", { name: "Receive the VIP 3 reward" })).toBeNull();
    expect(screen.getByRole("button", { name: "Receive the VIP 2 reward" })).toBeTruthy();
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = vipBackend();
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadVip(server.client) };
    expect(["/lucky_bear/vip_conf", "/lucky_bear/vip_profile"].map(server.callsTo)).toEqual([[{}], [{}]]);
    const page = await hydrateFeature(<VipScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Total bet: 650.00");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("vip-level").textContent).toBe("VIP 3");
    expect(["/lucky_bear/vip_conf", "/lucky_bear/vip_profile"].map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const answers = vipBackend();
    const profile = { vip_level: 9, icon: "", total_bet: "9000.00", next_level_bet: null, rewards: [] };
    const other = { userId: PLAYER_ID + 1, data: { conf: { levels: LEVELS }, profile } };
    const { callsTo } = renderFeature(<VipScreen locale="en-US" first={other} />, { answers });
    expect(await screen.findByTestId("vip-level")).toHaveProperty("textContent", "VIP 3");
    expect(callsTo("/lucky_bear/vip_profile")).toEqual([{}]);
  });
});
