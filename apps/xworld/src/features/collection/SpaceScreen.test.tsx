import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageAnswer } from "../wallet/testing";
import type { ShowcaseKind } from "./collection-paths";
import { loadSpace } from "./load-space";
import { SpaceScreen } from "./SpaceScreen";
import { nft, pet, renderFeature, request } from "./testing";

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("server-only", () => ({}));

const TRADER = { user_id: 10026, username: "dev_trader", wallet_addr: "0xabc" };
/** 25 items of one player's showcase (pets when asked for them), 20 a page. */
const items = Array.from({ length: 25 }, (_, index) => nft({ item_id: 100 + index, name: `Seal #${index}`, owner: { user_id: 10026, username: "dev_trader" } }));
const showcase = {
  "/nft/showcase": (input: unknown) => {
    const { kind, user_id } = input as { kind?: string; user_id?: number };
    const list = kind === "pet" ? [pet({ item_id: 900, name: "Bubbles" })] : items;
    return { ...pageAnswer(list)(input), owner: user_id === undefined ? null : TRADER };
  },
};
const SHOWCASE = "/nft/showcase";

async function firstOf(userId: number | null, kind: ShowcaseKind = "all", answers = showcase) {
  return loadSpace(fakeApi(answers).client, userId, kind);
}

beforeEach(() => {
  router.replace.mockClear();
});

describe("/space", () => {
  it("has one player's showcase and the address their NFTs arrive at in its HTML, and hydrates without reading it again", async () => {
    const first = await firstOf(10026);
    const page = await hydrateFeature(<SpaceScreen locale="en-US" userId={10026} kind="all" first={first} />, { answers: showcase, loggedIn: false });
    expect(page.html).toContain("dev_trader&#x27;s showcase");
    expect(page.html).toContain('data-testid="showcase-address">0xabc<');
    expect(page.html).toContain("Seal #19");
    expect(page.html).not.toContain("Seal #20");
    expect(page.html).toContain("20 of 25");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("list", { name: "Showcase" }).querySelectorAll("li")).toHaveLength(20);
    expect(page.callsTo(SHOWCASE)).toEqual([]);
    page.unmount();
  });

  it("renders the page again on the server for a kind chosen, with no browser read", async () => {
    renderFeature(<SpaceScreen locale="en-US" userId={10026} kind="all" first={await firstOf(10026)} />, { answers: showcase, loggedIn: false });
    fireEvent.click(screen.getByRole("tab", { name: "Pets" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/space?uid=10026&kind=pet", { scroll: false });
    cleanup();
    // The server's render of everyone's pets.
    const { callsTo } = renderFeature(<SpaceScreen locale="en-US" userId={null} kind="pet" first={await firstOf(null, "pet")} />, { answers: showcase, loggedIn: false });
    expect(screen.getByRole("tab", { name: "Pets", selected: true })).toBeTruthy();
    expect(screen.getByText("The rarest NFTs and pets of every player.")).toBeTruthy();
    expect(screen.getByText("Bubbles")).toBeTruthy();
    expect(callsTo(SHOWCASE)).toEqual([]);
  });

  it("loads the next page on the first tap of Show more, after the server's cards, which stay", async () => {
    const { callsTo } = renderFeature(<SpaceScreen locale="en-US" userId={10026} kind="all" first={await firstOf(10026)} />, { answers: showcase, loggedIn: false });
    const grid = screen.getByRole("list", { name: "Showcase" });
    const firstCard = within(grid).getAllByRole("listitem")[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(25));
    expect(within(grid).getAllByRole("listitem")[0]).toBe(firstCard);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
    expect(callsTo(SHOWCASE)).toEqual([{ user_id: 10026, page: 2, page_size: 20 }]);
  });

  it("copies the address with the button loaded after start", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const page = await hydrateFeature(<SpaceScreen locale="en-US" userId={10026} kind="all" first={await firstOf(10026)} />, { answers: showcase, loggedIn: false });
    expect(page.html).toMatch(/<button[^>]*aria-label="Copy the address"[^>]*aria-busy="true"|<button[^>]*aria-busy="true"[^>]*aria-label="Copy the address"/);
    const button = await waitFor(() => {
      const ready = within(page.container).getByRole("button", { name: "Copy the address" });
      expect(ready.getAttribute("aria-busy")).toBeNull();
      return ready;
    });
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("0xabc"));
    page.unmount();
  });

  it("says a player is unknown from the server's read, with no browser read", async () => {
    const unknown = { "/nft/showcase": () => { throw new BusinessError(request("nft", SHOWCASE), 1002, "not found"); } };
    const first = await firstOf(99999, "all", unknown);
    expect(first).toEqual({ unknownPlayer: true });
    const { callsTo } = renderFeature(<SpaceScreen locale="en-US" userId={99999} kind="all" first={first} />, { answers: unknown, loggedIn: false });
    expect(screen.getByText("This player was not found.")).toBeTruthy();
    expect(callsTo(SHOWCASE)).toEqual([]);
  });

  it("reads the showcase in the browser when the server's read failed, with a retry, and switches kinds there", async () => {
    let failing = true;
    const flaky = {
      "/nft/showcase": (input: unknown) => {
        if (failing) throw new Error("down");
        return showcase["/nft/showcase"](input);
      },
    };
    const first = await firstOf(10026, "all", flaky);
    expect(first).toBeNull();
    const { callsTo } = renderFeature(<SpaceScreen locale="en-US" userId={10026} kind="all" first={first} />, { answers: flaky, loggedIn: false });
    expect(await screen.findByText("The showcase could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "dev_trader's showcase" })).toBeTruthy();
    expect(screen.getByTestId("showcase-address").textContent).toBe("0xabc");
    fireEvent.click(screen.getByRole("tab", { name: "Pets" }));
    expect(await screen.findByText("Bubbles")).toBeTruthy();
    expect(callsTo(SHOWCASE)).toEqual([{ user_id: 10026, page: 1, page_size: 20 }, { user_id: 10026, page: 1, page_size: 20 }, { user_id: 10026, kind: "pet", page: 1, page_size: 20 }]);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
