import { BusinessError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ATTEMPT_KEY, type Balances, listing, PLAYER_ID, plain, renderFeature, request, SEEDED_BALANCES, walletReads } from "../collection/testing";
import { type MarketDetailFirst, loadMarketDetail } from "./load-market-detail";
import { MarketDetailScreen } from "./MarketDetailScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

function setup({
  current = listing(),
  balances = SEEDED_BALANCES,
  audit = false,
  buy,
  assetsArrive,
  first,
}: {
  current?: ReturnType<typeof listing>;
  /** The page as the server rendered it with this read (none: the browser reads the listing). */
  first?: PlayerFirst<MarketDetailFirst>;
  balances?: Balances;
  audit?: boolean;
  buy?: (input: unknown) => unknown;
  /** Holds the balance read back until this promise settles. */
  assetsArrive?: Promise<void>;
} = {}) {
  let shown = current;
  const result = renderFeature(<MarketDetailScreen locale="en-US" listingId={shown.listing_id} first={first} />, {
    audit,
    answers: {
      ...withHeldAssets(walletReads(balances), assetsArrive),
      "/nft/market/detail": () => shown,
      "/nft/market/buy":
        buy ??
        (() => {
          shown = { ...shown, status: "sold", buyer: { user_id: 10001, username: "dev_player" }, closed_at: 1_781_100_000 };
          return { listing: shown, coin_name: "USDT", paid: "20.50", balance: "105.00" };
        }),
      "/nft/market/cancel": () => {
        shown = { ...shown, status: "cancelled", closed_at: 1_781_100_000 };
        return shown;
      },
    },
  });
  return { ...result, sellTo: (next: ReturnType<typeof listing>) => (shown = next) };
}

function withHeldAssets(answers: Answers, arrive: Promise<void> | undefined): Answers {
  const read = answers["/wallet/user_asset"];
  if (!arrive || !read) return answers;
  return { ...answers, "/wallet/user_asset": (input) => arrive.then(() => read(input)) };
}

describe("/market/detail read by the browser (another login, or the server's read failed)", () => {
  it("shows the item, its seller, the price, the fee and the total", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Founders Seal #3" })).toBeTruthy();
    expect(screen.getByTestId("listing-seller").textContent).toBe("dev_trader");
    expect(plain(screen.getByTestId("listing-price").textContent)).toBe("20.00 USDT");
    expect(plain(screen.getByTestId("listing-fee").textContent)).toBe("0.50 USDT");
    expect(plain(screen.getByTestId("listing-total").textContent)).toBe("20.50 USDT");
    expect(screen.getByRole("link", { name: "The item's history" }).getAttribute("href")).toBe("/en-US/library/item?id=3");
  });

  it("confirms with the fee and buys once, with an attempt key", async () => {
    const { callsTo, invalidated } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 20.50 USDT" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the purchase" });
    expect(plain(dialog.textContent)).toContain("You pay 20.50 USDT for Founders Seal #3: the price of 20.00 USDT plus the market fee of 0.50 USDT.");
    const confirm = within(dialog).getByRole("button", { name: "Buy" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "You bought Founders Seal #3" })).toBeTruthy();
    expect(callsTo("/nft/market/buy")).toEqual([{ listing_id: 12, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(plain(screen.getByTestId("bought-balance").textContent)).toBe("105.00 USDT");
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "wallet"], ["api", "nft"], ["api", "search"]]));
  });

  it("says so when someone else bought it first, and shows it sold", async () => {
    const { sellTo } = setup({
      buy: () => {
        sellTo(listing({ status: "sold", buyer: { user_id: 10009, username: "player_abc" }, closed_at: 1_781_100_000 }));
        throw new BusinessError(request("nft", "/nft/market/buy"), 2102, "This item has already been sold");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 20.50 USDT" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Buy" }));
    expect((await screen.findByText("Someone else bought this item first.")).getAttribute("role")).toBe("alert");
    await waitFor(() => expect(screen.getByText(/^Sold to player_abc on/)).toBeTruthy());
    expect(screen.queryByRole("button", { name: /^Buy for/ })).toBeNull();
  });

  it("keeps the Buy button busy until the balance has arrived: a quick tap is not told it lacks coins", async () => {
    let arrive = () => undefined as void;
    const { openDialog } = setup({ assetsArrive: new Promise<void>((resolve) => (arrive = resolve)) });
    const busy = await screen.findByRole("button", { name: /^Buy for 20\.50 USDT/ });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(busy);
    expect(openDialog()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    arrive();
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 20.50 USDT" }));
    expect(await screen.findByRole("dialog", { name: "Confirm the purchase" })).toBeTruthy();
  });

  it("opens the balance-lack dialog when the total is more than the balance, without buying", async () => {
    const { openDialog, callsTo } = setup({ balances: { ...SEEDED_BALANCES, USDT: { offchain: "20.49", onchain: "0" } } });
    // Once the balance is read (before that, the server decides).
    await screen.findByTestId("listing-balance");
    fireEvent.click(screen.getByRole("button", { name: "Buy for 20.50 USDT" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "USDT" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/nft/market/buy")).toEqual([]);
  });

  it("shows the lack_ warning instead of the dialog in audit mode, without buying", async () => {
    const { openDialog, callsTo } = setup({ balances: { ...SEEDED_BALANCES, USDT: { offchain: "20.49", onchain: "0" } }, audit: true });
    await screen.findByTestId("listing-balance");
    fireEvent.click(screen.getByRole("button", { name: "Buy for 20.50 USDT" }));
    expect(openDialog()).toBeNull();
    expect(plain((await screen.findByRole("alert")).textContent)).toMatch(/^Not enough USDT\./);
    expect(callsTo("/nft/market/buy")).toEqual([]);
  });

  it("does not offer the seller their own item, and lets them cancel the listing", async () => {
    const own = listing({ seller: { user_id: 10001, username: "dev_player" } });
    const { callsTo } = setup({ current: own });
    expect(await screen.findByText("This is your listing: you cannot buy it. You can take it off the market.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Buy for/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel the listing" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Take it off the market?" })).getByRole("button", { name: "Cancel the listing" }));
    await waitFor(() => expect(callsTo("/nft/market/cancel")).toEqual([{ listing_id: 12 }]));
    expect(await screen.findByText("The seller took this item off the market.")).toBeTruthy();
  });

  it("says a listing does not exist for an unknown id", async () => {
    renderFeature(<MarketDetailScreen locale="en-US" listingId={null} />, { answers: {} });
    expect(await screen.findByText("This listing does not exist.")).toBeTruthy();
  });
});

const DETAIL = "/nft/market/detail";
const serverFirst = async (current = listing(), userId = PLAYER_ID): Promise<PlayerFirst<MarketDetailFirst>> => ({
  userId,
  data: await loadMarketDetail(fakeApi({ [DETAIL]: () => current }).client, current.listing_id),
});

describe("/market/detail with the listing the server read for the player", () => {
  it("reads the listing of the address, says an unknown one is missing, and leaves a failure to the browser", async () => {
    const server = fakeApi({ [DETAIL]: () => listing() });
    expect(await loadMarketDetail(server.client, 12)).toEqual({ listing: listing(), missing: false });
    expect(server.callsTo(DETAIL)).toEqual([{ listing_id: 12 }]);
    expect(await loadMarketDetail(server.client, null)).toEqual({ listing: null, missing: true });
    const unknown = fakeApi({ [DETAIL]: () => Promise.reject(new BusinessError(request("nft", DETAIL), 1002, "not found")) });
    expect(await loadMarketDetail(unknown.client, 99)).toEqual({ listing: null, missing: true });
    expect(await loadMarketDetail(fakeApi({}).client, 12)).toEqual({ listing: null, missing: false });
  });

  it("has the item, its seller, the price, the fee and the total in its HTML, and hydrates without reading the listing", async () => {
    const page = await hydrateFeature(<MarketDetailScreen locale="en-US" listingId={12} first={await serverFirst()} />, { answers: walletReads(SEEDED_BALANCES) });
    expect(page.html).toContain("Founders Seal #3<");
    expect(page.html).toContain('data-testid="listing-seller"');
    expect(page.html).toContain("20.50 USDT");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("heading", { name: "Founders Seal #3" })).toBeTruthy();
    expect(await within(page.container).findByRole("button", { name: "Buy for 20.50 USDT" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(DETAIL)).toEqual([]);
    page.unmount();
  });

  it("buys once with an attempt key, shows what was paid, and renders the page again on the server", async () => {
    const { callsTo } = setup({ first: await serverFirst() });
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 20.50 USDT" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Buy" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "You bought Founders Seal #3" })).toBeTruthy();
    expect(callsTo("/nft/market/buy")).toEqual([{ listing_id: 12, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo(DETAIL)).toEqual([]);
  });

  it("says so when someone else bought it first, and renders the page again on the server to show it sold", async () => {
    const { callsTo } = setup({
      first: await serverFirst(),
      buy: () => {
        throw new BusinessError(request("nft", "/nft/market/buy"), 2102, "This item has already been sold");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 20.50 USDT" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Buy" }));
    expect((await screen.findByText("Someone else bought this item first.")).getAttribute("role")).toBe("alert");
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo(DETAIL)).toEqual([]);
  });

  it("lets the seller cancel their listing, and renders the page again on the server", async () => {
    const own = listing({ seller: { user_id: PLAYER_ID, username: "dev_player" } });
    const { callsTo } = setup({ current: own, first: await serverFirst(own) });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel the listing" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Take it off the market?" })).getByRole("button", { name: "Cancel the listing" }));
    await waitFor(() => expect(callsTo("/nft/market/cancel")).toEqual([{ listing_id: 12 }]));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  });

  it("says in its HTML that a listing does not exist", async () => {
    const page = await hydrateFeature(<MarketDetailScreen locale="en-US" listingId={99} first={{ userId: PLAYER_ID, data: { listing: null, missing: true } }} />, { answers: {} });
    expect(page.html).toContain("This listing does not exist.");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("reads the listing in the browser when the server read for another login", async () => {
    const { callsTo } = setup({ first: await serverFirst(listing({ price: "99.00" }), PLAYER_ID + 1) });
    expect(await screen.findByRole("heading", { name: "Founders Seal #3" })).toBeTruthy();
    await waitFor(() => expect(plain(screen.getByTestId("listing-price").textContent)).toBe("20.00 USDT"));
    expect(callsTo(DETAIL)).toEqual([{ listing_id: 12 }]);
  });

  it("reads the listing in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    renderFeature(<MarketDetailScreen locale="en-US" listingId={12} first={{ userId: PLAYER_ID, data: { listing: null, missing: false } }} />, {
      answers: { ...walletReads(SEEDED_BALANCES), [DETAIL]: () => (fail ? Promise.reject(new Error("down")) : listing()) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Founders Seal #3" })).toBeTruthy();
  });
});
