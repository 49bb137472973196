import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listing, nft, pet, plain, renderFeature } from "../collection/testing";
import { pageAnswer } from "../wallet/testing";
import type { MarketFirst } from "./market-query";
import { readMarketQuery } from "./market-address";
import { MarketScreen } from "./MarketScreen";

const replace = vi.fn();
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, refresh: vi.fn(), back: vi.fn() }) }));

const SEARCH = "/search/market_items";
const MINE = "/nft/market/my_listings";
const FOR_SALE = [
  listing({ listing_id: 1, price: "4.50", item: nft({ item_id: 6, name: "Rain Tram #6", rarity: "common" }) }),
  listing({ listing_id: 2, price: "25.00", item: pet({ item_id: 10, name: "Thunder Cub #10", rarity: "rare" }) }),
];
const MANY = Array.from({ length: 25 }, (_, index) => listing({ listing_id: 100 + index, item: nft({ item_id: 200 + index, name: `Tram #${index}` }) }));
const answers = { [SEARCH]: pageAnswer(FOR_SALE), [MINE]: pageAnswer([listing({ listing_id: 3, seller: { user_id: 10001, username: "dev_player" } })]) };

/** The server's first page of a search, as `loadMarket` reads it. */
const serverFirst = (list = FOR_SALE): MarketFirst => ({ listings: pageAnswer(list)({ page: 1, page_size: 20 }) });
const cards = (name = "NFTs for sale") => within(screen.getByRole("list", { name })).getAllByRole("link");

describe("/market with the listings the server read for the page", () => {
  it("has the listings in its HTML, linked to each listing with seller and price, and hydrates without asking again", async () => {
    const page = await hydrateFeature(<MarketScreen locale="en-US" query={readMarketQuery({})} first={serverFirst()} />, { answers });
    expect(page.html).toContain("Rain Tram #6<");
    expect(page.recoverable).toEqual([]);
    const links = within(within(page.container).getByRole("list", { name: "NFTs for sale" })).getAllByRole("link");
    expect(links.map((card) => card.getAttribute("href"))).toEqual(["/en-US/market/detail?id=1", "/en-US/market/detail?id=2"]);
    expect(plain(links[0]?.textContent ?? "")).toContain("Seller: dev_trader");
    expect(plain(links[0]?.textContent ?? "")).toContain("4.50 USDT");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(SEARCH)).toEqual([]);
    page.unmount();
  });

  it("loads the next pages of the search in the browser after the server's cards, keeping them as they are", async () => {
    const query = readMarketQuery({ q: "tram" });
    const { callsTo } = renderFeature(<MarketScreen locale="en-US" query={query} first={serverFirst(MANY)} />, { answers: { [SEARCH]: pageAnswer(MANY) } });
    const serverCard = cards()[0];
    expect(cards()).toHaveLength(20);
    expect(screen.getByText("20 of 25")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(cards()[0]).toBe(serverCard);
    expect(callsTo(SEARCH)).toEqual([{ kind: "nft", keyword: "tram", sort: "newest", page: 2, page_size: 20 }]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("renders the page again on the server for the words, rarity, order and tab chosen, keeping them in the address and reading nothing in the browser", () => {
    /** The page as the server rendered it for `search`, then one choice made on it: the address it asks for. */
    const choose = (search: Record<string, string>, make: () => void) => {
      replace.mockClear();
      const { callsTo, unmount } = renderFeature(<MarketScreen locale="en-US" query={readMarketQuery(search)} first={serverFirst()} />, { answers });
      make();
      expect(callsTo(SEARCH)).toEqual([]);
      unmount();
      return replace.mock.calls.at(-1);
    };
    const opened = { tab: "pet", backShow: "1" };
    expect(
      choose(opened, () => {
        fireEvent.change(screen.getByRole("searchbox", { name: "Search the market" }), { target: { value: " thunder " } });
        fireEvent.click(screen.getByRole("button", { name: "Search" }));
      }),
    ).toEqual(["/en-US/market?tab=pet&backShow=1&q=thunder", { scroll: false }]);
    const searched = { ...opened, q: "thunder" };
    expect(choose(searched, () => fireEvent.click(screen.getByRole("radio", { name: "Rare" })))).toEqual(["/en-US/market?tab=pet&backShow=1&q=thunder&rarity=rare", { scroll: false }]);
    const rare = { ...searched, rarity: "rare" };
    expect(choose(rare, () => fireEvent.change(screen.getByLabelText("Order"), { target: { value: "price_desc" } }))).toEqual([
      "/en-US/market?tab=pet&backShow=1&q=thunder&sort=price_desc&rarity=rare",
      { scroll: false },
    ]);
    expect(choose({ ...rare, sort: "price_desc" }, () => fireEvent.click(screen.getByRole("tab", { name: "NFTs" })))).toEqual([
      "/en-US/market?backShow=1&q=thunder&sort=price_desc&rarity=rare",
      { scroll: false },
    ]);
  });

  it("reads the listings in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const flaky = { [SEARCH]: (input: unknown) => (fail ? Promise.reject(new Error("offline")) : pageAnswer(FOR_SALE)(input)) };
    const page = await hydrateFeature(<MarketScreen locale="en-US" query={readMarketQuery({ rarity: "rare" })} first={{ listings: null }} />, { answers: flaky });
    expect(page.recoverable).toEqual([]);
    const retry = await within(page.container).findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(page.callsTo(SEARCH).at(-1)).toEqual({ kind: "nft", rarity: "rare", sort: "newest", page: 1, page_size: 20 });
    page.unmount();
  });

  it("says nothing matches when the server's search found nothing", async () => {
    const page = await hydrateFeature(<MarketScreen locale="en-US" query={readMarketQuery({ q: "zzz" })} first={serverFirst([])} />, { answers });
    expect(page.html).toContain("Nothing for sale matches");
    expect(page.html).not.toContain("Show more");
    page.unmount();
  });

  it("shows the player's own listings on their tab, read by the browser", async () => {
    const { callsTo } = renderFeature(<MarketScreen locale="en-US" query={readMarketQuery({ tab: "mine" })} first={{ listings: null }} />, { answers });
    expect(await screen.findByRole("list", { name: "My listings" })).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(callsTo(MINE)).toEqual([{ page: 1, page_size: 20 }]);
    expect(callsTo(SEARCH)).toEqual([]);
  });
});
