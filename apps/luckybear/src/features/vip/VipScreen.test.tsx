import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadVip } from "./load-vip";
import { VipScreen } from "./VipScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const READS = ["/lucky_bear/vip_conf", "/lucky_bear/vip_profile"];

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

/** The receive button of a level once its part has loaded. */
function readyReceive(level: number) {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: `Receive the VIP ${level} reward` });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
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
    // The receive buttons load after start; nothing is read again.
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Receive the VIP 3 reward" }).hasAttribute("disabled")).toBe(false));
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("receives a reward of the server's page once, however often it is tapped, and renders the page again on the server", async () => {
    router.refresh.mockClear();
    const answers = vipBackend();
    const first = { userId: PLAYER_ID, data: await loadVip(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<VipScreen locale="en-US" first={first} />, { answers });
    const button = await readyReceive(3);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/lucky_bear/receive_vip_reward")).toEqual([{ level: 3 }]);
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("says under the level when its reward could not be received", async () => {
    router.refresh.mockClear();
    const answers = vipBackend();
    const first = { userId: PLAYER_ID, data: await loadVip(fakeApi(answers).client) };
    renderFeature(<VipScreen locale="en-US" first={first} />, { answers: { ...answers, "/lucky_bear/receive_vip_reward": () => Promise.reject(new Error("down")) } });
    fireEvent.click(await readyReceive(2));
    expect(await within(screen.getByTestId("vip-level-2")).findByRole("alert")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = vipBackend();
    const profile = answers["/lucky_bear/vip_profile"]!;
    const flaky = { ...answers, "/lucky_bear/vip_profile": (input: unknown) => (failing ? Promise.reject(new Error("down")) : profile(input)) };
    const first = { userId: PLAYER_ID, data: await loadVip(fakeApi(flaky).client) };
    expect(first.data.profile).toBeNull();
    const { callsTo } = renderFeature(<VipScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your VIP level could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("vip-level")).toHaveProperty("textContent", "VIP 3");
    expect(callsTo("/lucky_bear/vip_profile")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<VipScreen locale="en-US" />, { answers: vipBackend(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "VIP club" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId("vip-level")).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], []]);
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
