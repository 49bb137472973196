import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import type { InviteTab } from "./invite-tabs";
import { InviteScreen } from "./InviteScreen";
import { loadInvite } from "./load-invite";

vi.mock("server-only", () => ({}));
const router = { replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const LINK = "https://luckybear.example/luckybear?invite=LB10001";
const NOW = TEST_NOW / 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  window.history.replaceState(null, "", "/en-US/luckybear/invite");
});
afterEach(() => vi.useRealTimers());

const paged = <T,>(all: T[]) => (input: unknown) => {
  const { page, page_size } = input as { page: number; page_size: number };
  return { list: all.slice((page - 1) * page_size, page * page_size), total: all.length, page, page_size };
};

const answers = {
  "/lucky_bear/invite_summary": () => ({ invite_code: "LB10001", invite_link: LINK, invited_count: 7, recharged_count: 3, total_reward: "13.00" }),
  "/lucky_bear/invite_master_conf": () => ({
    levels: [
      { level: 1, required_invites: 5, reward: { amount: "10.00", coin_name: "LB-USDT" } },
      { level: 2, required_invites: 20, reward: { amount: "40.00", coin_name: "LB-USDT" } },
    ],
    rules: ["Invite players with your link", "Rewards are paid every Monday"],
  }),
  "/lucky_bear/invite_users": paged(
    Array.from({ length: 25 }, (_, index) => ({ user_id: 20000 + index, username: `pl***${index}`, avatar: "", registered_at: NOW - 86_400, recharged: index < 3, reward: "1.00" })),
  ),
  "/lucky_bear/invite_recharged_users": paged([{ user_id: 20000, username: "pl***0", recharge_amount: "20.00", time: NOW - 3_600 }]),
  "/lucky_bear/invite_daily_summaries": () => ({
    list: [
      { date: "2026-11-21", invited: 1, recharged: 1, reward: "3.00" },
      { date: "2026-11-20", invited: 0, recharged: 0, reward: "0.00" },
    ],
  }),
  "/lucky_bear/invite_rewards": paged([{ id: 9, from_username: "pl***0", amount: "2.00", coin_name: "LB-USDT", kind: "invite_reward", time: NOW - 3_600 }]),
  "/lucky_bear/invite_weekly_rank": () => ({
    list: [
      { rank: 1, user_id: 10002, username: "pl***02", avatar: "", invited_count: 12, reward: "12.00" },
      { rank: 2, user_id: 10001, username: "de***er", avatar: "", invited_count: 7, reward: "7.00" },
    ],
    my_rank: 2,
  }),
};

describe("/luckybear/invite", () => {
  it("shows the invite link, what inviting earns with the player's progress, the agent programme and the weekly board", async () => {
    renderFeature(<InviteScreen locale="en-US" />, { answers });
    expect((await screen.findByTestId("invite-link")).textContent).toBe(LINK);
    expect(screen.getByText("LB10001")).toBeTruthy();
    const level = await screen.findByTestId("invite-level-1");
    expect(within(level).getByText("Invite 5 friends: 10.00 LB-USDT")).toBeTruthy();
    expect(within(level).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
    expect(within(screen.getByTestId("invite-level-2")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("7");
    expect(screen.getByText("Rewards are paid every Monday")).toBeTruthy();
    expect(screen.getByTestId("agent-entry").getAttribute("href")).toBe("/en-US/luckybear/agent");
    const board = await screen.findByRole("list", { name: "Best inviters this week" });
    expect(within(board).getAllByRole("listitem").map((row) => row.textContent)).toEqual(["1pl***0212", "2de***er7"]);
  });

  it("lists the friends 20 a page and the next page on demand, keeping the section in the address", async () => {
    renderFeature(<InviteScreen locale="en-US" />, { answers });
    fireEvent.click(screen.getByRole("tab", { name: "Friends" }));
    await waitFor(() => expect(window.location.search).toBe("?tab=friends"));
    const friends = await screen.findByRole("list", { name: "Friends you invited" });
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("lists the friends who recharged, and the earnings day by day with every reward", async () => {
    renderFeature(<InviteScreen locale="en-US" initialTab="recharged" />, { answers });
    const recharged = await screen.findByRole("list", { name: "Friends who recharged" });
    expect(within(recharged).getByRole("listitem").textContent).toContain("20.00 USDT");

    fireEvent.click(screen.getByRole("tab", { name: "Earnings" }));
    const days = await screen.findByRole("table", { name: "Invites by day" });
    expect(within(days).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual(["Nov 21113.00", "Nov 20000.00"]);
    const rewards = await screen.findByRole("list", { name: "Invite rewards" });
    expect(within(rewards).getByRole("listitem").textContent).toContain("From pl***0");
    expect(within(rewards).getByRole("listitem").textContent).toContain("+2.00 LB-USDT");
  });

  it("shares the link through the platform", async () => {
    const share = vi.fn(async () => ({ ok: true as const, via: "share-sheet" as const }));
    const capabilities = { nativeShare: true, canClose: false, separateWebView: false, contactRequest: false, hostLogin: false, hostPay: false, appOffers: false, sudGames: false };
    renderFeature(<InviteScreen locale="en-US" />, { answers, platform: { share, capabilities } });
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.stringContaining("Lucky Bear"), LINK));
  });

  it("says so when the invite cannot load, and loads it on retry", async () => {
    let fail = true;
    renderFeature(<InviteScreen locale="en-US" />, {
      answers: {
        ...answers,
        "/lucky_bear/invite_summary": () => {
          if (fail) throw new Error("down");
          return answers["/lucky_bear/invite_summary"]();
        },
      },
    });
    expect(await screen.findByText("Your invite could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("invite-link")).toBeTruthy();
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const reads = ["/lucky_bear/invite_summary", "/lucky_bear/invite_master_conf", "/lucky_bear/invite_weekly_rank"];
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadInvite(server.client, "overview") };
    expect(reads.map(server.callsTo)).toEqual([[{}], [{}], [{}]]);
    expect(server.call).toHaveBeenCalledTimes(3);
    const page = await hydrateFeature(<InviteScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain(LINK);
    expect(page.html).toContain("Invite 5 friends: 10.00 LB-USDT");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("invite-link").textContent).toBe(LINK);
    expect(within(page.container).getByRole("list", { name: "Best inviters this week" })).toBeTruthy();
    expect(reads.map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  const SECTIONS: [InviteTab, string[], unknown[], string][] = [
    ["friends", ["/lucky_bear/invite_users"], [{ page: 1, page_size: 20 }], "pl***19"],
    ["recharged", ["/lucky_bear/invite_recharged_users"], [{ page: 1, page_size: 20 }], "20.00 USDT"],
    ["earnings", ["/lucky_bear/invite_daily_summaries", "/lucky_bear/invite_rewards"], [{ days: 7 }, { page: 1, page_size: 20 }], "From pl***0"],
  ];
  it.each(SECTIONS)("has the %s section the address opens in the server's HTML", async (tab, reads, inputs, text) => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadInvite(server.client, tab) };
    expect(reads.map(server.callsTo)).toEqual(inputs.map((input) => [input]));
    expect(server.call).toHaveBeenCalledTimes(reads.length);
    const page = await hydrateFeature(<InviteScreen locale="en-US" initialTab={tab} first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain(text);
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByText(text, { exact: false })).toBeTruthy();
    expect(reads.map(page.callsTo)).toEqual(reads.map(() => []));
    page.unmount();
  });

  it("reads the page in the browser when the server's read failed, with a retry when that fails too", async () => {
    let failing = true;
    const flaky = {
      ...answers,
      "/lucky_bear/invite_summary": () => {
        if (failing) throw new Error("down");
        return answers["/lucky_bear/invite_summary"]();
      },
    };
    const first = { userId: PLAYER_ID, data: await loadInvite(fakeApi(flaky).client, "overview") };
    expect(first.data.summary).toBeNull();
    const { callsTo } = renderFeature(<InviteScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your invite could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByTestId("invite-link")).textContent).toBe(LINK);
    expect(callsTo("/lucky_bear/invite_summary")).toEqual([{}, {}]);
  });

  it("loads the friends' next page on the first tap of Show more, after the server's rows, which stay", async () => {
    const first = { userId: PLAYER_ID, data: await loadInvite(fakeApi(answers).client, "friends") };
    const { callsTo } = renderFeature(<InviteScreen locale="en-US" initialTab="friends" first={first} />, { answers });
    const friends = screen.getByRole("list", { name: "Friends you invited" });
    const firstRow = within(friends).getAllByRole("listitem")[0];
    expect(within(friends).getAllByRole("listitem")).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(25));
    expect(within(friends).getAllByRole("listitem")[0]).toBe(firstRow);
    expect(within(friends).getAllByRole("listitem")[24]?.textContent).toContain("pl***24");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo("/lucky_bear/invite_users")).toEqual([{ page: 2, page_size: 20 }]);
  });

  it("shows a guest only this week's board, read in the browser, and nothing of a player's", async () => {
    const { callsTo } = renderFeature(<InviteScreen locale="en-US" first={null} />, { answers, loggedIn: false });
    const board = await screen.findByRole("list", { name: "Best inviters this week" });
    expect(within(board).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByTestId("invite-link")).toBeNull();
    const playerReads = ["/lucky_bear/invite_summary", "/lucky_bear/invite_master_conf", "/lucky_bear/invite_users"];
    expect(playerReads.map(callsTo)).toEqual([[], [], []]);
  });

  it("has the link's buttons busy in the server's HTML; the copy and share part loads after start and shares with no read", async () => {
    const share = vi.fn(async () => ({ ok: true as const, via: "share-sheet" as const }));
    const capabilities = { nativeShare: true, canClose: false, separateWebView: false, contactRequest: false, hostLogin: false, hostPay: false, appOffers: false, sudGames: false };
    const first = { userId: PLAYER_ID, data: await loadInvite(fakeApi(answers).client, "overview") };
    const page = await hydrateFeature(<InviteScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear", share, capabilities } });
    expect(page.html).toMatch(/<button[^>]*aria-busy="true"[^>]*>.*Share/);
    expect(page.recoverable).toEqual([]);
    const button = await waitFor(() => {
      const ready = within(page.container).getByRole("button", { name: "Share" });
      expect(ready.getAttribute("aria-busy")).toBeNull();
      return ready;
    });
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.stringContaining("Lucky Bear"), LINK));
    expect(["/lucky_bear/invite_summary", "/lucky_bear/invite_master_conf", "/lucky_bear/invite_weekly_rank"].map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("renders the page again on the server for a tab chosen on the server-rendered page, with no browser read", async () => {
    router.replace.mockClear();
    const first = { userId: PLAYER_ID, data: await loadInvite(fakeApi(answers).client, "overview") };
    const { callsTo } = renderFeature(<InviteScreen locale="en-US" first={first} />, { answers });
    fireEvent.click(screen.getByRole("tab", { name: "Earnings" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/luckybear/invite?tab=earnings", { scroll: false });
    expect(["/lucky_bear/invite_daily_summaries", "/lucky_bear/invite_rewards"].map(callsTo)).toEqual([[], []]);
  });

  it("asks again when the server read for another login", async () => {
    const server = fakeApi({ ...answers, "/lucky_bear/invite_summary": () => ({ ...answers["/lucky_bear/invite_summary"](), invite_link: "https://luckybear.example/luckybear?invite=LB10002" }) });
    const other = { userId: PLAYER_ID + 1, data: await loadInvite(server.client, "overview") };
    const { callsTo } = renderFeature(<InviteScreen locale="en-US" first={other} />, { answers });
    expect((await screen.findByTestId("invite-link")).textContent).toBe(LINK);
    expect(callsTo("/lucky_bear/invite_summary")).toEqual([{}]);
  });
});
