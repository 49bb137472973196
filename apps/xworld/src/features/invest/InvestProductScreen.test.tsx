import type { InvestProduct } from "@repo/api-client/endpoints/invest";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { BusinessError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, PLAYER_ID, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { InvestProductScreen } from "./InvestProductScreen";
import { loadInvestProduct } from "./load-invest-product";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

const PLAN: InvestProduct = { product_id: 2, name: "USDT 30-day plan", coin_name: "USDT", decimals: 2, term_days: 30, apr: "8.5", min_amount: "50.00", max_amount: "10000.00" };

const SUBSCRIBE_ANSWERS: Answers = {
  ...walletReads(),
  "/invest/product_detail": () => PLAN,
  "/invest/subscribe": (input) => {
    const { amount } = input as { amount: string };
    return {
      holding_id: 7,
      product_id: 2,
      name: PLAN.name,
      coin_name: "USDT",
      amount,
      apr: "8.5",
      term_days: 30,
      start_at: NOW,
      end_at: NOW + 30 * 86_400,
      accrued: "0.00",
      expected_yield: "0.69",
      status: "running",
    };
  },
};

function setup(audit = false) {
  return renderFeature(<InvestProductScreen locale="en-US" productId={2} />, { audit, answers: SUBSCRIBE_ANSWERS });
}

const amountField = () => screen.findByLabelText("Amount of USDT");
const review = () => fireEvent.click(screen.getByRole("button", { name: "Review subscription" }));

describe("/invest/[productId]", () => {
  it("shows the term, the yield and what an amount brings by when", async () => {
    setup();
    fireEvent.change(await amountField(), { target: { value: "100" } });
    expect(plain(screen.getByTestId("invest-yield").textContent)).toBe("0.69 USDT");
    expect(screen.getByText("You get back").nextElementSibling?.textContent).toBe("100.69 USDT");
    // TEST_NOW is 15 June 2026; 30 days on, in the display zone.
    expect(screen.getByText("Due on").nextElementSibling?.textContent).toBe("07/15/2026");
    expect(screen.getByText("Available: 125.50 USDT")).toBeTruthy();
  });

  it.each([
    ["60.001", "USDT has at most 2 digits after the point."],
    ["49.99", "The minimum is 50.00 USDT."],
    ["10000.01", "The maximum is 10,000.00 USDT."],
  ])("refuses %s with a message and sends nothing", async (amount, message) => {
    const { callsTo } = setup();
    fireEvent.change(await amountField(), { target: { value: amount } });
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(callsTo("/invest/subscribe")).toEqual([]);
  });

  it("opens the balance-lack dialog for more than the balance (the warning in audit mode)", async () => {
    const first = setup();
    fireEvent.change(await amountField(), { target: { value: "200" } });
    review();
    expect(first.openDialog()).toEqual({ name: "balance-lack", props: { coinName: "USDT" } });
    first.unmount();
    const audit = setup(true);
    fireEvent.change(await amountField(), { target: { value: "200" } });
    review();
    expect(audit.openDialog()).toBeNull();
    expect(await screen.findByText("Not enough USDT. Top up to continue.")).toBeTruthy();
  });

  it("confirms, subscribes once and shows the holding", async () => {
    const { callsTo } = setup();
    fireEvent.change(await amountField(), { target: { value: "100" } });
    review();
    const dialog = await screen.findByRole("dialog", { name: "Confirm the subscription" });
    expect(plain(dialog.textContent)).toContain("100.00 USDT leave your balance now and go into USDT 30-day plan for 30 days. On 07/15/2026 they come back with 0.69 USDT of yield");
    const confirm = within(dialog).getByRole("button", { name: "Invest 100.00 USDT" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Subscribed to USDT 30-day plan" })).toBeTruthy();
    expect(callsTo("/invest/subscribe")).toEqual([{ product_id: 2, amount: "100", idempotency_key: ATTEMPT_KEY }]);
    expect(screen.getByRole("link", { name: "See my holdings" }).getAttribute("href")).toBe("/en-US/invest/holdings");
  });

  describe("signed in, from the server's read", () => {
    const answers = { ...walletReads(), "/invest/product_detail": () => PLAN };

    it("loadInvestProduct reads the product the address names and the balances, no product for an id that is not one, and says when it does not exist", async () => {
      const server = fakeApi(answers);
      const read = await loadInvestProduct(server.client, 2);
      expect(read.product).toEqual(PLAN);
      expect(read.missing).toBe(false);
      expect(read.assets?.list.find((asset) => asset.coin_name === "USDT")?.offchain).toBe("125.50");
      expect(server.callsTo("/invest/product_detail")).toEqual([{ product_id: 2 }]);
      expect(server.callsTo("/wallet/user_asset")).toEqual([{}]);
      const none = fakeApi(answers);
      expect((await loadInvestProduct(none.client, null)).product).toBeNull();
      expect(none.callsTo("/invest/product_detail")).toEqual([]);
      const missing = fakeApi({
        ...walletReads(),
        "/invest/product_detail": () => {
          throw new BusinessError({ service: "invest", method: "POST", path: "/invest/product_detail", url: "" }, 1002, "not found");
        },
      });
      expect(await loadInvestProduct(missing.client, 2)).toMatchObject({ product: null, missing: true });
    });

    it("has the product's terms in its HTML with the form's skeleton, hydrates without asking again, then loads the form with the server's balance", async () => {
      const first = { userId: PLAYER_ID, data: await loadInvestProduct(fakeApi(answers).client, 2) };
      const page = await hydrateFeature(<InvestProductScreen locale="en-US" productId={2} first={first} />, { answers });
      expect(page.html).toContain("USDT 30-day plan");
      expect(plain(page.html)).toContain("8.5 %");
      expect(page.html).toContain('aria-busy="true"');
      expect(page.recoverable).toEqual([]);
      fireEvent.change(await within(page.container).findByLabelText("Amount of USDT"), { target: { value: "100" } });
      expect(within(page.container).getByText("Available: 125.50 USDT")).toBeTruthy();
      expect(plain(within(page.container).getByTestId("invest-yield").textContent)).toBe("0.69 USDT");
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(page.callsTo("/invest/product_detail")).toEqual([]);
      expect(page.callsTo("/wallet/user_asset")).toEqual([]);
      page.unmount();
    });

    it("subscribes once on the server-rendered page, shows the holding and renders the page again on the server", async () => {
      const first = { userId: PLAYER_ID, data: await loadInvestProduct(fakeApi(SUBSCRIBE_ANSWERS).client, 2) };
      const { callsTo } = renderFeature(<InvestProductScreen locale="en-US" productId={2} first={first} />, { answers: SUBSCRIBE_ANSWERS });
      fireEvent.change(await amountField(), { target: { value: "100" } });
      review();
      const confirm = within(await screen.findByRole("dialog", { name: "Confirm the subscription" })).getByRole("button", { name: "Invest 100.00 USDT" });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      expect(await screen.findByRole("heading", { name: "Subscribed to USDT 30-day plan" })).toBeTruthy();
      expect(callsTo("/invest/subscribe")).toEqual([{ product_id: 2, amount: "100", idempotency_key: ATTEMPT_KEY }]);
      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
      fireEvent.click(screen.getByRole("button", { name: "Invest more" }));
      expect(((await amountField()) as HTMLInputElement).value).toBe("");
      expect(callsTo("/invest/product_detail")).toEqual([]);
    });

    it("says a missing product does not exist, in the HTML", async () => {
      const first = { userId: PLAYER_ID, data: { product: null, assets: null, missing: true } };
      const page = await hydrateFeature(<InvestProductScreen locale="en-US" productId={2} first={first} />, { answers: {} });
      expect(page.html).toContain("This product does not exist.");
      expect(page.recoverable).toEqual([]);
      page.unmount();
    });

    it("reads in the browser when the server's read failed, with a retry", async () => {
      let fail = true;
      const flaky = { ...answers, "/invest/product_detail": () => (fail ? Promise.reject(new Error("down")) : PLAN) };
      const first = { userId: PLAYER_ID, data: await loadInvestProduct(fakeApi({ ...walletReads() }).client, 2) };
      expect(first.data).toMatchObject({ product: null, missing: false });
      renderFeature(<InvestProductScreen locale="en-US" productId={2} first={first} />, { answers: flaky });
      const retry = await screen.findByRole("button", { name: "Retry" });
      expect(screen.getByText("This product could not load.")).toBeTruthy();
      fail = false;
      await act(async () => fireEvent.click(retry));
      expect(await screen.findByText("Available: 125.50 USDT")).toBeTruthy();
    });

    it("asks a guest to sign in and reads no balances", async () => {
      const { callsTo } = renderFeature(<InvestProductScreen locale="en-US" productId={2} first={null} />, { answers, loggedIn: false });
      expect(await screen.findByText("Sign in to invest")).toBeTruthy();
      expect(callsTo("/wallet/user_asset")).toEqual([]);
    });

    it("asks for the player's own balances when the server read for another login", async () => {
      const theirs = { ...walletReads({ ...SEEDED_BALANCES, USDT: { offchain: "9999.00", onchain: "0.00" } }), "/invest/product_detail": () => PLAN };
      const first = { userId: PLAYER_ID + 1, data: await loadInvestProduct(fakeApi(theirs).client, 2) };
      const { callsTo } = renderFeature(<InvestProductScreen locale="en-US" productId={2} first={first} />, { answers });
      expect(await screen.findByText("Available: 125.50 USDT")).toBeTruthy();
      expect(plain(document.body.textContent)).not.toMatch(/9,?999/);
      expect(callsTo("/wallet/user_asset")).toEqual([{}]);
      expect(callsTo("/invest/product_detail")).toEqual([{ product_id: 2 }]);
    });
  });
});
