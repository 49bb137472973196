import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageAnswer } from "../wallet/testing";
import { LibraryScreen } from "./LibraryScreen";
import { loadLibrary } from "./load-library";
import { nft, pet, PLAYER_ID, renderFeature } from "./testing";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace }) }));
vi.mock("server-only", () => ({}));

/** The player's NFTs and pets by the kind asked for. */
const myItems = (nfts = [nft()], pets = [pet()]) => ({ "/nft/my_items": (input: unknown) => pageAnswer((input as { kind: string }).kind === "pet" ? pets : nfts)(input) });

beforeEach(() => {
  replace.mockClear();
  window.history.replaceState(null, "", "/en-US/library");
});

describe("/library", () => {
  it("shows the player's NFTs, then their pets on the other tab, kept in the address", async () => {
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" />, {
      answers: { "/nft/my_items": (input) => pageAnswer((input as { kind: string }).kind === "pet" ? [pet()] : [nft(), nft({ item_id: 2, name: "Kelp Forest #2", rarity: "rare" })])(input) },
    });
    const nfts = within(await screen.findByRole("list", { name: "My NFTs" })).getAllByRole("link");
    expect(nfts.map((card) => card.getAttribute("href"))).toEqual(["/en-US/library/item?id=3", "/en-US/library/item?id=2"]);
    fireEvent.click(screen.getByRole("tab", { name: "Pets" }));
    expect(within(await screen.findByRole("list", { name: "My pets" })).getAllByRole("link")).toHaveLength(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe("/en-US/library?tab=pet");
    expect(replace).not.toHaveBeenCalled();
    expect(callsTo("/nft/my_items")).toEqual([
      { kind: "nft", page: 1, page_size: 20 },
      { kind: "pet", page: 1, page_size: 20 },
    ]);
  });

  it("leads a player without pets to the draw", async () => {
    renderFeature(<LibraryScreen locale="en-US" tab="pet" />, { answers: { "/nft/my_items": pageAnswer([]) } });
    expect(await screen.findByText("No pets yet")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Draw a pet" }).map((link) => link.getAttribute("href"))).toContain("/en-US/petV2/draw");
  });

  it("offers a retry when the collection fails to load", async () => {
    let fail = true;
    renderFeature(<LibraryScreen locale="en-US" tab="nft" />, {
      answers: {
        "/nft/my_items": (input) => {
          if (fail) throw new Error("offline");
          return pageAnswer([nft()])(input);
        },
      },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(within(await screen.findByRole("list", { name: "My NFTs" })).getAllByRole("link")).toHaveLength(1);
  });

  it("asks a guest to sign in, and offers the public showcase", async () => {
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" />, { answers: {}, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to see your collection" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See everyone's showcase" }).getAttribute("href")).toBe("/en-US/space");
    expect(callsTo("/nft/my_items")).toEqual([]);
  });

  it("has the items the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = myItems();
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadLibrary(server.client, "nft") };
    expect(server.callsTo("/nft/my_items")).toEqual([{ kind: "nft", page: 1, page_size: 20 }]);
    const page = await hydrateFeature(<LibraryScreen locale="en-US" tab="nft" first={first} />, { answers });
    expect(page.html).toContain("Founders Seal #3");
    expect(page.html).toContain(`/en-US/space?uid=${PLAYER_ID}`);
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "My NFTs" })).getAllByRole("link")).toHaveLength(1);
    expect(page.callsTo("/nft/my_items")).toEqual([]);
    page.unmount();
  });

  it("renders the page again on the server for the other tab, with no browser read: the server read only the tab the page opened on", async () => {
    const first = { userId: PLAYER_ID, data: await loadLibrary(fakeApi(myItems()).client, "nft") };
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" first={first} />, { answers: myItems() });
    expect(within(screen.getByRole("list", { name: "My NFTs" })).getAllByRole("link")).toHaveLength(1);
    fireEvent.click(screen.getByRole("tab", { name: "Pets" }));
    expect(replace).toHaveBeenCalledWith("/en-US/library?tab=pet", { scroll: false });
    expect(callsTo("/nft/my_items")).toEqual([]);
  });

  it("loads the next page on the first tap of Show more, after the server's cards, which stay", async () => {
    const many = Array.from({ length: 25 }, (_, index) => nft({ item_id: 100 + index, name: `Seal #${index}` }));
    const first = { userId: PLAYER_ID, data: await loadLibrary(fakeApi(myItems(many)).client, "nft") };
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" first={first} />, { answers: myItems(many) });
    const grid = screen.getByRole("list", { name: "My NFTs" });
    const firstCard = within(grid).getAllByRole("listitem")[0];
    expect(screen.getByText("20 of 25")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(25));
    expect(within(grid).getAllByRole("listitem")[0]).toBe(firstCard);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
    expect(callsTo("/nft/my_items")).toEqual([{ kind: "nft", page: 2, page_size: 20 }]);
  });

  it("reads the items in the browser when the server's read failed", async () => {
    const first = { userId: PLAYER_ID, data: { tab: "nft" as const, items: null } };
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" first={first} />, { answers: myItems() });
    expect(within(await screen.findByRole("list", { name: "My NFTs" })).getAllByRole("link")).toHaveLength(1);
    expect(callsTo("/nft/my_items")).toEqual([{ kind: "nft", page: 1, page_size: 20 }]);
  });

  it("asks for the player's own items when the server read for another login", async () => {
    const first = { userId: PLAYER_ID + 1, data: await loadLibrary(fakeApi(myItems([nft({ item_id: 8, name: "Someone else's #8" })])).client, "nft") };
    const { callsTo } = renderFeature(<LibraryScreen locale="en-US" tab="nft" first={first} />, { answers: myItems() });
    expect(await screen.findByText("Founders Seal #3")).toBeTruthy();
    expect(screen.queryByText("Someone else's #8")).toBeNull();
    expect(callsTo("/nft/my_items")).toEqual([{ kind: "nft", page: 1, page_size: 20 }]);
  });
});
