import { BusinessError } from "@repo/api-client/errors";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { type Answers, fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ItemScreen } from "./ItemScreen";
import { loadItem } from "./load-item";
import { ATTEMPT_KEY, listing, nft, pet, plain, renderFeature, request, walletReads } from "./testing";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("server-only", () => ({}));
beforeEach(() => router.refresh.mockClear());

const HISTORY = [
  { event_id: 2, kind: "sold", player: { user_id: 10026, username: "dev_trader" }, counterparty: { user_id: 10001, username: "dev_player" }, to_address: null, amount: { coin_name: "USDT", amount: "20.00" }, time: 1_781_100_000 },
  { event_id: 1, kind: "minted", player: { user_id: 10026, username: "dev_trader" }, counterparty: null, to_address: null, amount: null, time: 1_781_000_000 },
];

function answersFor(item: Collectible, listed?: Promise<void>): Answers {
  let shown = item;
  return {
    ...walletReads(),
    "/nft/item_detail": () => ({ item: shown, history: HISTORY }),
    "/nft/market/config": () => ({ coin_name: "USDT", fee_bps: 250, min_price: "0.10", max_price: "100000.00" }),
    "/nft/market/list": async (input) => {
      await listed;
      const { price } = input as { price: string };
      shown = { ...shown, listing_id: 12 };
      return listing({ item: shown, seller: { user_id: 10001, username: "dev_player" }, price: `${price}.00`, fee: "0.50", total: "20.50" });
    },
    "/wallet/xbnft_transfer": () => {
      shown = { ...shown, owner: { user_id: 10026, username: "dev_trader" } };
      return { tx_hash: `0x${"ab".repeat(32)}`, to_username: "dev_trader" };
    },
  };
}

/** The page as the server renders it from its read of the item, in a browser whose session is (or is not) signed in. */
async function setup(item = nft(), { loggedIn = true, listed }: { loggedIn?: boolean; listed?: Promise<void> } = {}) {
  const first = await loadItem(fakeApi(answersFor(item)).client, item.item_id);
  return renderFeature(<ItemScreen locale="en-US" itemId={item.item_id} first={first} />, { loggedIn, answers: answersFor(item, listed) });
}

describe("an item's page", () => {
  it("shows the item with its rarity, level, owner and history", async () => {
    await setup();
    expect(await screen.findByRole("img", { name: "Founders Seal #3" })).toBeTruthy();
    expect(screen.getByText("Epic")).toBeTruthy();
    expect(screen.getByTestId("item-level").textContent).toBe("3");
    expect(screen.getByTestId("item-owner").textContent).toBe("dev_player");
    const lines = within(screen.getByRole("list", { name: "History" })).getAllByRole("listitem");
    expect(lines.map((line) => plain(line.textContent).replace(/\d\d\/\d\d\/\d{4}, \d\d:\d\d$/, ""))).toEqual([
      "Sold by dev_trader to dev_player for 20.00 USDT",
      "Created for dev_trader",
    ]);
  });

  it("lets the owner sell it, showing the buyer's fee and what they receive first", async () => {
    const { callsTo } = await setup();
    fireEvent.click(await screen.findByRole("button", { name: "Sell" }));
    const sheet = await screen.findByRole("dialog", { name: "Sell Founders Seal #3" });
    const price = await within(sheet).findByLabelText("Price");
    fireEvent.change(price, { target: { value: "0.05" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Put on sale" }));
    expect(plain((await within(sheet).findByRole("alert")).textContent)).toBe("The minimum is 0.10 USDT.");
    fireEvent.change(price, { target: { value: "20" } });
    expect(plain(within(sheet).getByTestId("sell-fee").textContent)).toBe("0.50 USDT");
    expect(plain(within(sheet).getByTestId("sell-buyer-total").textContent)).toBe("20.50 USDT");
    expect(plain(within(sheet).getByTestId("sell-receive").textContent)).toBe("20.00 USDT");
    fireEvent.click(within(sheet).getByRole("button", { name: "Put on sale" }));
    expect(await screen.findByRole("heading", { name: "Founders Seal #3 is on sale" })).toBeTruthy();
    expect(callsTo("/nft/market/list")).toEqual([{ item_id: 3, price: "20", idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(screen.getByRole("link", { name: "See the listing" }).getAttribute("href")).toBe("/en-US/market/detail?id=12");
    // The page renders again on the server, which has the item on sale.
    expect(router.refresh).toHaveBeenCalledOnce();
    expect(callsTo("/nft/item_detail")).toEqual([]);
  });

  it("puts it on sale once, however often it is tapped or submitted while the first is on its way", async () => {
    let answer: () => void = () => undefined;
    const { callsTo } = await setup(nft(), { listed: new Promise<void>((resolve) => (answer = resolve)) });
    fireEvent.click(await screen.findByRole("button", { name: "Sell" }));
    const sheet = await screen.findByRole("dialog", { name: "Sell Founders Seal #3" });
    fireEvent.change(await within(sheet).findByLabelText("Price"), { target: { value: "20" } });
    const put = within(sheet).getByRole("button", { name: "Put on sale" });
    fireEvent.click(put);
    fireEvent.click(put);
    // Enter in the price field submits the form again, whatever the button shows.
    const form = put.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(callsTo("/nft/market/list")).toHaveLength(1));
    answer();
    expect(await screen.findByRole("heading", { name: "Founders Seal #3 is on sale" })).toBeTruthy();
    expect(callsTo("/nft/market/list")).toEqual([{ item_id: 3, price: "20", idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
  });

  it("sends an NFT to a checked address after a confirmation, once", async () => {
    const { callsTo } = await setup();
    fireEvent.click(await screen.findByRole("button", { name: "Send to a player" }));
    const sheet = await screen.findByRole("dialog", { name: "Send Founders Seal #3" });
    const address = within(sheet).getByLabelText("Receiver's address");
    fireEvent.change(address, { target: { value: "0x12" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Review" }));
    expect(plain((await within(sheet).findByRole("alert")).textContent)).toBe("Enter an address of 0x and 40 letters or digits.");
    fireEvent.change(address, { target: { value: "0x1234567890abcdef1234567890abcdef12345678" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Review" }));
    const confirm = await screen.findByRole("dialog", { name: "Send this NFT?" });
    expect(plain(confirm.textContent)).toContain("Founders Seal #3 leaves your collection for 0x1234…5678. This cannot be undone.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Send" }));
    fireEvent.click(within(confirm).getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("heading", { name: "Sent to dev_trader" })).toBeTruthy();
    expect(callsTo("/wallet/xbnft_transfer")).toEqual([
      { nft_id: 3, to_address: "0x1234567890abcdef1234567890abcdef12345678", idempotency_key: expect.stringMatching(ATTEMPT_KEY) },
    ]);
    // The page renders again on the server, which has the new owner.
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it("offers a pet's owner the pet game instead of sending, and nobody else any action", async () => {
    await setup(pet());
    expect(await screen.findByRole("link", { name: "Play" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send to a player" })).toBeNull();
    expect(screen.getByText("Energy")).toBeTruthy();
  });

  it("shows another player's item to a guest without actions", async () => {
    await setup(nft({ owner: { user_id: 10026, username: "dev_trader" } }), { loggedIn: false });
    expect(await screen.findByTestId("item-owner")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sell" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send to a player" })).toBeNull();
  });

  it("has the item in its HTML and hydrates without reading it; the owner's actions load after start", async () => {
    const item = nft();
    const first = await loadItem(fakeApi(answersFor(item)).client, item.item_id);
    const page = await hydrateFeature(<ItemScreen locale="en-US" itemId={item.item_id} first={first} />, { answers: answersFor(item) });
    expect(page.html).toContain('alt="Founders Seal #3"');
    expect(page.html).toContain("Created for dev_trader");
    expect(page.html).not.toContain(">Sell<");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Sell" })).toBeTruthy();
    expect(page.callsTo("/nft/item_detail")).toEqual([]);
    page.unmount();
  });

  it("leads to the listing of an item on sale, from the server's HTML", async () => {
    const item = nft({ listing_id: 12 });
    const page = await hydrateFeature(<ItemScreen locale="en-US" itemId={3} first={await loadItem(fakeApi(answersFor(item)).client, 3)} />, { answers: answersFor(item) });
    expect(page.html).toContain('href="/en-US/market/detail?id=12"');
    expect(within(page.container).getByRole("link", { name: "On sale: see the listing" })).toBeTruthy();
    await waitFor(() => expect(within(page.container).queryByRole("button", { name: "Sell" })).toBeNull());
    page.unmount();
  });

  it("says an unknown item does not exist from the server's read, with no browser read", async () => {
    const answers = { "/nft/item_detail": () => { throw new BusinessError(request("nft", "/nft/item_detail"), 1002, "not found"); } };
    const first = await loadItem(fakeApi(answers).client, 404);
    expect(first).toEqual({ missing: true });
    const { callsTo } = renderFeature(<ItemScreen locale="en-US" itemId={404} first={first} />, { answers });
    expect(screen.getByText("This item does not exist.")).toBeTruthy();
    expect(callsTo("/nft/item_detail")).toEqual([]);
  });

  it("reads the item in the browser when the server's read failed, with a retry", async () => {
    let failing = true;
    const answers = answersFor(nft());
    const flaky = { ...answers, "/nft/item_detail": (input: unknown) => { if (failing) throw new Error("down"); return answers["/nft/item_detail"]!(input); } };
    const first = await loadItem(fakeApi(flaky).client, 3);
    expect(first).toBeNull();
    const { callsTo } = renderFeature(<ItemScreen locale="en-US" itemId={3} first={first} />, { answers: flaky });
    expect(await screen.findByText("This item could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("img", { name: "Founders Seal #3" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sell" })).toBeTruthy();
    expect(callsTo("/nft/item_detail")).toEqual([{ item_id: 3 }, { item_id: 3 }]);
  });
});
