import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { BusinessError } from "@repo/api-client/errors";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PetDrawScreen } from "../pets/PetDrawScreen";
import { type DrawFirst, loadDraw } from "./load-draw";
import { RollScreen } from "./RollScreen";
import { ATTEMPT_KEY, type Balances, drawConf, pet, PLAYER_ID, plain, renderFeature, request, SEEDED_BALANCES, walletReads } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  router.refresh.mockClear();
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  // Reduced motion: the wheel settles at once, so the result shows without waiting for the turn.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const petConf = (free: number) => drawConf({ free_chances: free, next_free_at: free > 0 ? null : Math.floor(TEST_NOW / 1000) + 3_600 });

interface Setup {
  balances?: Balances;
  audit?: boolean;
  free?: number;
  draw?: (input: unknown) => unknown;
  first?: PlayerFirst<DrawFirst>;
}

function setup({ balances = SEEDED_BALANCES, audit = false, free = 1, draw, first }: Setup = {}) {
  const drawn = pet({ item_id: 31, name: "Frost Owl #31", rarity: "rare", level: 1 });
  return renderFeature(<PetDrawScreen locale="en-US" first={first} />, {
    audit,
    answers: {
      ...walletReads(balances),
      "/pet/draw_conf": () => petConf(free),
      "/pet/draw": draw ?? ((input) => ({ draw_id: 9, item: drawn, paid: (input as { use_free: boolean }).use_free ? null : { coin_name: "WH", amount: "100.00" }, free_chances_left: 0 })),
    },
  });
}

describe("the pet draw read by the browser (a guest, another login, or the server's read failed)", () => {
  it("shows the price, the free chance and the odds (adding up to 100 %) before paying", async () => {
    const { callsTo } = setup();
    expect(plain((await screen.findByTestId("draw-price")).textContent)).toBe("100.00 WH");
    expect(plain(screen.getByTestId("draw-balance").textContent)).toBe("3,000.00 WH");
    const rows = within(screen.getByTestId("draw-odds")).getAllByRole("row").slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual(["Common60.00 %Ember Fox", "Rare28.00 %Frost Owl", "Epic10.00 %Crystal Deer", "Legendary2.00 %Sun Dragon"]);
    expect(callsTo("/pet/draw")).toEqual([]);
  });

  it("draws once per tap, turns the wheel to the server's rarity and shows the pet", async () => {
    const { callsTo, invalidated } = setup();
    const button = await screen.findByRole("button", { name: "Draw for free" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "You got Frost Owl #31" })).toBeTruthy();
    expect(callsTo("/pet/draw")).toEqual([{ use_free: true, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(screen.getByTestId("prize-wheel-disc").dataset.landedId).toBe("2");
    expect(screen.getByTestId("draw-free").textContent).toBe("0");
    expect(screen.getByRole("link", { name: "See it" }).getAttribute("href")).toBe("/en-US/library/item?id=31");
    expect(invalidated()).toContainEqual(["api", "pet"]);
  });

  it("opens the balance-lack dialog when the coins are short, without drawing", async () => {
    const { callsTo, openDialog } = setup({ balances: { ...SEEDED_BALANCES, WH: { offchain: "99.99", onchain: "0" } }, free: 0 });
    fireEvent.click(await screen.findByRole("button", { name: "Draw for 100.00 WH" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(callsTo("/pet/draw")).toEqual([]);
    expect(screen.getByRole("timer")).toBeTruthy();
  });

  it("shows the lack_ warning instead in audit mode", async () => {
    const { openDialog } = setup({ balances: { ...SEEDED_BALANCES, WH: { offchain: "0", onchain: "0" } }, audit: true });
    fireEvent.click(await screen.findByRole("button", { name: "Draw for 100.00 WH" }));
    expect(openDialog()).toBeNull();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough WH. Earn more in games and tasks, or top up.");
  });

  it("opens the dialog when the server finds the balance short, and lets the player tap again after a failure", async () => {
    let answer: () => unknown = () => {
      throw new BusinessError(request("pet", "/pet/draw"), 2001, "lack_WH");
    };
    const { openDialog, callsTo } = setup({ draw: () => answer() });
    fireEvent.click(await screen.findByRole("button", { name: "Draw for 100.00 WH" }));
    await waitFor(() => expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } }));
    answer = () => {
      throw new Error("offline");
    };
    fireEvent.click(screen.getByRole("button", { name: "Draw for 100.00 WH" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await waitFor(() => expect(callsTo("/pet/draw")).toHaveLength(2));
  });
});

describe("the NFT roll", () => {
  it("rolls with the NFT service's terms", async () => {
    renderFeature(<RollScreen locale="en-US" />, {
      answers: { ...walletReads(), "/nft/roll_conf": () => drawConf({ price: { coin_name: "XB", amount: "500.00" } }) },
    });
    expect(await screen.findByRole("button", { name: "Draw for 500.00 XB" })).toBeTruthy();
    expect(plain(screen.getByTestId("draw-balance").textContent)).toBe("12,000.00 XB");
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<RollScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to draw" })).toBeTruthy();
  });
});

/** The pet draw's terms and the balances as the server read them for `userId`. */
async function serverFirst({ conf = petConf(1), balances = SEEDED_BALANCES, userId = PLAYER_ID }: { conf?: DrawConf; balances?: Balances; userId?: number } = {}): Promise<PlayerFirst<DrawFirst>> {
  return { userId, data: await loadDraw(fakeApi({ ...walletReads(balances), "/pet/draw_conf": () => conf }).client, "pet") };
}

describe("the pet draw with the terms the server read for the player", () => {
  it("reads the draw's terms and the balances, and leaves a failed read to the browser", async () => {
    const server = fakeApi({ ...walletReads(), "/nft/roll_conf": () => drawConf() });
    const first = await loadDraw(server.client, "nft");
    expect(first.conf).toEqual(drawConf());
    expect(first.assets?.list.find((row) => row.coin_name === "WH")?.offchain).toBe("3000.00");
    expect(server.callsTo("/nft/roll_conf")).toEqual([{}]);
    expect(await loadDraw(fakeApi({}).client, "pet")).toEqual({ conf: null, assets: null });
  });

  it("has the wheel, the price, the balance, the free chance and the odds in its HTML, and hydrates without reading them", async () => {
    const page = await hydrateFeature(<PetDrawScreen locale="en-US" first={await serverFirst()} />, { answers: {} });
    expect(page.html).toContain('aria-label="Rarity wheel"');
    expect(page.html).toContain("100.00 WH");
    expect(page.html).toContain("3,000.00 WH");
    expect(page.html).toContain("Draw for free");
    expect(page.html).toContain('data-testid="draw-odds"');
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Draw for free" })).toBeTruthy();
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Draw for free" }).hasAttribute("disabled")).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/pet/draw_conf")).toEqual([]);
    expect(page.callsTo(walletReadEndpoints.userAsset.path)).toEqual([]);
    page.unmount();
  });

  it("draws once per tap with an attempt key, turns the wheel, shows the pet and renders the page again on the server", async () => {
    const { callsTo } = setup({ first: await serverFirst() });
    const button = await screen.findByRole("button", { name: "Draw for free" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "You got Frost Owl #31" })).toBeTruthy();
    expect(callsTo("/pet/draw")).toEqual([{ use_free: true, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(screen.getByTestId("prize-wheel-disc").dataset.landedId).toBe("2");
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/pet/draw_conf")).toEqual([]);
  });

  it("opens the balance-lack dialog when the coins are short, without drawing, and counts down to the next free chance", async () => {
    const first = await serverFirst({ conf: petConf(0), balances: { ...SEEDED_BALANCES, WH: { offchain: "99.99", onchain: "0" } } });
    const page = await hydrateFeature(<PetDrawScreen locale="en-US" first={first} />, { answers: {} });
    expect(page.html).toContain("Next free chance in");
    expect(page.html).toContain('role="timer"');
    page.unmount();
    const { callsTo, openDialog } = setup({ first });
    const button = await screen.findByRole("button", { name: "Draw for 100.00 WH" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(callsTo("/pet/draw")).toEqual([]);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("renders the page again on the server after a failed draw, with the failure said", async () => {
    const { callsTo } = setup({
      first: await serverFirst(),
      draw: () => {
        throw new Error("offline");
      },
    });
    const button = await screen.findByRole("button", { name: "Draw for 100.00 WH" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/pet/draw")).toHaveLength(1);
  });

  it("reads the terms in the browser when the server read for another login, or its read failed", async () => {
    const other = setup({ first: await serverFirst({ conf: petConf(0), userId: PLAYER_ID + 1 }) });
    expect(await screen.findByRole("button", { name: "Draw for free" })).toBeTruthy();
    expect(other.callsTo("/pet/draw_conf")).toEqual([{}]);
    other.unmount();
    let fail = true;
    renderFeature(<PetDrawScreen locale="en-US" first={{ userId: PLAYER_ID, data: { conf: null, assets: null } }} />, {
      answers: { ...walletReads(), "/pet/draw_conf": () => (fail ? Promise.reject(new Error("down")) : petConf(1)) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(plain((await screen.findByTestId("draw-price")).textContent)).toBe("100.00 WH");
  });
});
