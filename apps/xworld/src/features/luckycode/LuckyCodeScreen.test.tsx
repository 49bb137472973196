import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { loadLuckyCode } from "./load-lucky-code";
import { LuckyCodeScreen } from "./LuckyCodeScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => {
  router.refresh.mockClear();
  router.replace.mockClear();
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
});
afterEach(() => vi.useRealTimers());

const DAILY: LuckyDraw = {
  draw_id: 1,
  title: "Daily 100 USDT draw",
  prize: "100.00",
  prize_coin: "USDT",
  code_price: "10.00",
  price_coin: "WH",
  total_codes: 1000,
  sold_codes: 300,
  max_per_player: 50,
  draw_at: NOW + 6 * 3_600,
  status: "selling",
  winning_code: null,
  my_codes: 0,
};
const PAST: LuckyDraw = { ...DAILY, draw_id: 3, title: "Yesterday's draw", status: "drawn", draw_at: NOW - 86_400, winning_code: "L3-00008", my_codes: 2 };

function setup(drawId: number | null = null, { wh = "3000.00", audit = false }: { wh?: string; audit?: boolean } = {}) {
  const codes: { code: string; bought_at: number }[] = [];
  return renderFeature(<LuckyCodeScreen locale="en-US" drawId={drawId} />, {
    audit,
    answers: {
      ...walletReads({ ...SEEDED_BALANCES, WH: { offchain: wh, onchain: "0.00" } }),
      "/luckycode/draws": () => ({ list: [{ ...DAILY, my_codes: codes.length }, PAST] }),
      "/luckycode/buy": (input) => {
        const { count } = input as { count: number };
        const bought = Array.from({ length: count }, (_, index) => `L1-0030${index + 1}`);
        codes.push(...bought.map((code) => ({ code, bought_at: NOW })));
        return { draw_id: 1, codes: bought, paid: String(10 * count), price_coin: "WH", my_codes: codes.length };
      },
      "/luckycode/my_codes": (input) => {
        const { draw_id } = input as { draw_id: number };
        if (draw_id === 3) return { draw_id, codes: [{ code: "L3-00001", bought_at: NOW - 90_000 }, { code: "L3-00002", bought_at: NOW - 90_000 }], won: false, prize: null };
        return { draw_id, codes, won: null, prize: null };
      },
    },
  });
}

describe("/luckycode/buy", () => {
  it("buys codes for the selling draw once and lists them", async () => {
    const { callsTo } = setup();
    expect(screen.getByText("Buy codes for a draw. At the draw time one sold code wins the whole prize, paid into its holder's wallet.")).toBeTruthy();
    expect((await screen.findByRole("timer", { name: "Draw in" })).textContent).toBe("06:00:00");
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(plain(screen.getByTestId("codes-cost").textContent)).toBe("30.00 WH");
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    const pay = within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Pay 30.00 WH" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText("Your new codes: L1-00301, L1-00302, L1-00303")).toBeTruthy();
    expect(callsTo("/luckycode/buy")).toEqual([{ draw_id: 1, count: 3, idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Your codes" })).getAllByRole("listitem")).toHaveLength(3));
  });

  it("shows a drawn draw's winning code and that the player's codes did not win", async () => {
    setup(3);
    expect(plain((await screen.findByTestId("draw-winning-code")).textContent)).toBe("Winning code: L3-00008");
    expect(await screen.findByText("None of your codes won this time.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review purchase" })).toBeNull();
  });

  it("opens the balance-lack dialog when the codes cost more than the balance, and sends nothing", async () => {
    const { openDialog, callsTo } = setup(null, { wh: "15.00" });
    await waitFor(() => expect(plain(screen.getByTestId("codes-balance").textContent)).toBe("15.00"));
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    expect(plain(screen.getByTestId("codes-cost").textContent)).toBe("20.00 WH");
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(screen.queryByRole("dialog", { name: "Confirm the purchase" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(callsTo("/luckycode/buy")).toEqual([]);
  });

  it("warns in audit mode instead of offering a top-up, and sends nothing", async () => {
    const { openDialog, callsTo } = setup(null, { wh: "15.00", audit: true });
    await waitFor(() => expect(plain(screen.getByTestId("codes-balance").textContent)).toBe("15.00"));
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough WH. Earn more in games and tasks, or top up.");
    expect(openDialog()).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Confirm the purchase" })).toBeNull();
    expect(callsTo("/luckycode/buy")).toEqual([]);
  });

  it("buys what the balance covers", async () => {
    const { openDialog, callsTo } = setup(null, { wh: "15.00" });
    await waitFor(() => expect(plain(screen.getByTestId("codes-balance").textContent)).toBe("15.00"));
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Pay 10.00 WH" }));
    expect(await screen.findByText("Your new codes: L1-00301")).toBeTruthy();
    expect(openDialog()).toBeNull();
    expect(callsTo("/luckycode/buy")).toEqual([{ draw_id: 1, count: 1, idempotency_key: ATTEMPT_KEY }]);
  });

  describe("signed in, from the server's read", () => {
    /** The player holds one code of the selling draw. */
    const answers = {
      ...walletReads(),
      "/luckycode/draws": () => ({ list: [{ ...DAILY, my_codes: 1 }, PAST] }),
      "/luckycode/my_codes": (input: unknown) => ({ draw_id: (input as { draw_id: number }).draw_id, codes: [{ code: "L1-00042", bought_at: NOW - 60 }], won: null, prize: null }),
      "/luckycode/buy": () => ({ draw_id: 1, codes: ["L1-00043"], paid: "10.00", price_coin: "WH", my_codes: 2 }),
    };
    const serverFirst = async (drawId: number | null = null, userId = PLAYER_ID) => ({ userId, data: await loadLuckyCode(fakeApi(answers).client, drawId) });

    it("reads the draws, the balances and the player's codes of the draw the address names", async () => {
      const server = fakeApi(answers);
      await loadLuckyCode(server.client, null);
      expect(server.callsTo("/luckycode/draws")).toEqual([{}]);
      expect(server.callsTo("/wallet/user_asset")).toEqual([{}]);
      expect(server.callsTo("/luckycode/my_codes")).toEqual([{ draw_id: 1 }]);
      const named = fakeApi(answers);
      await loadLuckyCode(named.client, 3);
      expect(named.callsTo("/luckycode/my_codes")).toEqual([{ draw_id: 3 }]);
    });

    it("has the draws, the countdown, the player's codes and the form's place in its HTML and hydrates without asking again", async () => {
      const page = await hydrateFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={await serverFirst()} />, { answers });
      expect(page.html).toContain("Daily 100 USDT draw");
      expect(page.html).toContain("Yesterday&#x27;s draw");
      expect(page.html).toContain("L1-00042");
      expect(page.html).toContain('role="timer"');
      expect(page.html).toContain('data-testid="form-skeleton"');
      expect(page.recoverable).toEqual([]);
      expect(within(page.container).getByRole("timer", { name: "Draw in" }).textContent).toBe("06:00:00");
      expect(within(page.container).getByRole("tab", { name: "Daily 100 USDT draw", selected: true })).toBeTruthy();
      expect(plain((await within(page.container).findByTestId("codes-balance")).textContent)).toBe("3,000.00");
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      for (const path of ["/luckycode/draws", "/wallet/user_asset", "/luckycode/my_codes"]) expect(page.callsTo(path)).toEqual([]);
      page.unmount();
    });

    it("buys codes once per tap with an attempt key and renders the page again on the server", async () => {
      const { callsTo } = renderFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={await serverFirst()} />, { answers });
      fireEvent.click(await screen.findByRole("button", { name: "Review purchase" }));
      const pay = within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Pay 10.00 WH" });
      fireEvent.click(pay);
      fireEvent.click(pay);
      expect(await screen.findByText("Your new codes: L1-00043")).toBeTruthy();
      expect(callsTo("/luckycode/buy")).toEqual([{ draw_id: 1, count: 1, idempotency_key: ATTEMPT_KEY }]);
      expect(router.refresh).toHaveBeenCalledTimes(1);
      expect(callsTo("/luckycode/draws")).toEqual([]);
      expect(callsTo("/luckycode/my_codes")).toEqual([]);
    });

    it("shows a drawn draw's winning code and the player's codes with no form", async () => {
      const drawn = { ...answers, "/luckycode/my_codes": () => ({ draw_id: 3, codes: [{ code: "L3-00008", bought_at: NOW - 90_000 }], won: true, prize: "100.00" }) };
      const first = { userId: PLAYER_ID, data: await loadLuckyCode(fakeApi(drawn).client, 3) };
      const page = await hydrateFeature(<LuckyCodeScreen locale="en-US" drawId={3} first={first} />, { answers: drawn });
      expect(page.html).toContain("L3-00008");
      expect(plain(within(page.container).getByTestId("my-codes-result").textContent)).toBe("You won 100.00 USDT! It was paid into your wallet.");
      expect(within(page.container).queryByTestId("form-skeleton")).toBeNull();
      expect(within(page.container).queryByRole("button", { name: "Review purchase" })).toBeNull();
      expect(page.recoverable).toEqual([]);
      page.unmount();
    });

    it("says at once that the player cannot buy more when their limit is reached", async () => {
      const full = { ...answers, "/luckycode/draws": () => ({ list: [{ ...DAILY, my_codes: 50 }] }) };
      const first = { userId: PLAYER_ID, data: await loadLuckyCode(fakeApi(full).client, null) };
      const page = await hydrateFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={first} />, { answers: full });
      expect(page.html).toContain("You cannot buy more codes for this draw.");
      expect(page.recoverable).toEqual([]);
      page.unmount();
    });

    it("asks for the player's own draws and codes when the server read for another login", async () => {
      const theirs = { ...answers, "/luckycode/my_codes": () => ({ draw_id: 1, codes: [{ code: "L1-00999", bought_at: NOW - 60 }], won: null, prize: null }) };
      const first = { userId: PLAYER_ID + 1, data: await loadLuckyCode(fakeApi(theirs).client, null) };
      const { callsTo } = renderFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={first} />, { answers });
      expect(await screen.findByText("L1-00042")).toBeTruthy();
      expect(screen.queryByText("L1-00999")).toBeNull();
      expect(callsTo("/luckycode/draws")).toEqual([{}]);
      expect(callsTo("/luckycode/my_codes")).toEqual([{ draw_id: 1 }]);
    });

    it("reads in the browser, with a retry, when the server's read failed", async () => {
      let fail = true;
      const failing = { ...answers, "/luckycode/draws": () => (fail ? Promise.reject(new Error("down")) : answers["/luckycode/draws"]()) };
      const first = { userId: PLAYER_ID, data: await loadLuckyCode(fakeApi(failing).client, null) };
      expect(first.data).toEqual({ draws: null, codes: null, assets: expect.anything() });
      renderFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={first} />, { answers: failing });
      const retry = await screen.findByRole("button", { name: "Retry" });
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByText("L1-00042")).toBeTruthy();
    });
  });

  describe("a guest", () => {
    const answers = { "/luckycode/draws": () => ({ list: [DAILY, PAST] }) };

    it("reads only the draws, has them and a sign-in prompt in the HTML, and hydrates without asking again", async () => {
      const server = fakeApi(answers);
      const first = { userId: null, data: await loadLuckyCode(server.client, null, false) };
      expect(server.callsTo("/luckycode/draws")).toEqual([{}]);
      expect(server.callsTo("/wallet/user_asset")).toEqual([]);
      expect(server.callsTo("/luckycode/my_codes")).toEqual([]);
      const page = await hydrateFeature(<LuckyCodeScreen locale="en-US" drawId={null} first={first} />, { answers, loggedIn: false });
      expect(page.html).toContain("Daily 100 USDT draw");
      expect(page.html).toContain("Sign in to buy lucky codes");
      expect(page.recoverable).toEqual([]);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(page.callsTo("/luckycode/draws")).toEqual([]);
      page.unmount();
    });
  });
});
