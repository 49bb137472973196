import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listing, nft, pet, plain, renderFeature } from "../collection/testing";
import { pageAnswer } from "../wallet/testing";
import { readMarketQuery } from "./market-rules";
import { MarketScreen } from "./MarketScreen";

const replace = vi.fn();
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, back: vi.fn() }) }));

const FOR_SALE = [
  listing({ listing_id: 1, price: "4.50", item: nft({ item_id: 6, name: "Rain Tram #6", rarity: "common" }) }),
  listing({ listing_id: 2, price: "25.00", item: pet({ item_id: 10, name: "Thunder Cub #10", rarity: "rare" }) }),
];

function market(search: Record<string, string> = {}) {
  replace.mockClear();
  return renderFeature(<MarketScreen locale="en-US" query={readMarketQuery(search)} />, {
    answers: {
      "/search/market_items": pageAnswer(FOR_SALE),
      "/nft/market/my_listings": pageAnswer([listing({ listing_id: 3, seller: { user_id: 10001, username: "dev_player" } })]),
    },
  });
}

describe("/market", () => {
  it("lists what is for sale with its seller and price, linked to each listing", async () => {
    const { callsTo } = market();
    const cards = within(await screen.findByRole("list", { name: "NFTs for sale" })).getAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(["/en-US/market/detail?id=1", "/en-US/market/detail?id=2"]);
    expect(plain(cards[0]?.textContent ?? "")).toContain("Seller: dev_trader");
    expect(plain(cards[0]?.textContent ?? "")).toContain("4.50 USDT");
    expect(callsTo("/search/market_items")).toEqual([{ kind: "nft", sort: "newest", page: 1, page_size: 20 }]);
  });

  it("searches by words, rarity and order, and keeps them in the address", async () => {
    const { callsTo } = market({ tab: "pet", backShow: "1" });
    await screen.findByRole("list", { name: "Pets for sale" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search the market" }), { target: { value: " thunder " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.click(screen.getByRole("radio", { name: "Rare" }));
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "price_desc" } });
    await waitFor(() => expect(callsTo("/search/market_items").at(-1)).toEqual({ kind: "pet", keyword: "thunder", rarity: "rare", sort: "price_desc", page: 1, page_size: 20 }));
    expect(replace).toHaveBeenLastCalledWith("/en-US/market?tab=pet&backShow=1&q=thunder&sort=price_desc&rarity=rare", { scroll: false });
  });

  it("offers a retry when the search fails, and lists the items once it answers", async () => {
    let fail = true;
    const { callsTo } = renderFeature(<MarketScreen locale="en-US" query={readMarketQuery({})} />, {
      answers: {
        "/search/market_items": (input) => {
          if (fail) throw new Error("offline");
          return pageAnswer(FOR_SALE)(input);
        },
      },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(within(await screen.findByRole("list", { name: "NFTs for sale" })).getAllByRole("link")).toHaveLength(2);
    expect(callsTo("/search/market_items").length).toBeGreaterThan(1);
  });

  it("starts from the server's first page without asking for it, and the next page continues it", async () => {
    const many = Array.from({ length: 25 }, (_, index) => listing({ listing_id: 100 + index, item: nft({ item_id: 200 + index, name: `Tram #${index}` }) }));
    const query = readMarketQuery({ q: "tram" });
    const first = pageAnswer(many)({ page: 1, page_size: 20 });
    const { callsTo } = renderFeature(<MarketScreen locale="en-US" query={query} first={{ listings: first }} />, {
      answers: { "/search/market_items": pageAnswer(many) },
    });
    expect(within(screen.getByRole("list", { name: "NFTs for sale" })).getAllByRole("link")).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "NFTs for sale" })).getAllByRole("link")).toHaveLength(25));
    expect(callsTo("/search/market_items")).toEqual([{ kind: "nft", keyword: "tram", sort: "newest", page: 2, page_size: 20 }]);
  });

  it("the server's first page stands only for the listings the page opened with", async () => {
    const { callsTo } = renderFeature(<MarketScreen locale="en-US" query={readMarketQuery({})} first={{ listings: pageAnswer(FOR_SALE.slice(0, 1))({ page: 1, page_size: 20 }) }} />, {
      answers: { "/search/market_items": pageAnswer(FOR_SALE) },
    });
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "price_asc" } });
    await waitFor(() => expect(callsTo("/search/market_items")).toEqual([{ kind: "nft", sort: "price_asc", page: 1, page_size: 20 }]));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "NFTs for sale" })).getAllByRole("link")).toHaveLength(2));
  });

  it("shows the player's own listings on their tab", async () => {
    const { callsTo } = market({ tab: "mine" });
    expect(await screen.findByRole("list", { name: "My listings" })).toBeTruthy();
    expect(callsTo("/search/market_items")).toEqual([]);
  });
});
