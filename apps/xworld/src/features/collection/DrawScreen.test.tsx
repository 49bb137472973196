import { BusinessError } from "@repo/api-client/errors";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PetDrawScreen } from "../pets/PetDrawScreen";
import { RollScreen } from "./RollScreen";
import { ATTEMPT_KEY, type Balances, drawConf, pet, plain, renderFeature, request, SEEDED_BALANCES, walletReads } from "./testing";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  // Reduced motion: the wheel settles at once, so the result shows without waiting for the turn.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup({ balances = SEEDED_BALANCES, audit = false, free = 1, draw }: { balances?: Balances; audit?: boolean; free?: number; draw?: (input: unknown) => unknown } = {}) {
  const drawn = pet({ item_id: 31, name: "Frost Owl #31", rarity: "rare", level: 1 });
  return renderFeature(<PetDrawScreen locale="en-US" />, {
    audit,
    answers: {
      ...walletReads(balances),
      "/pet/draw_conf": () => drawConf({ free_chances: free, next_free_at: free > 0 ? null : Math.floor(TEST_NOW / 1000) + 3_600 }),
      "/pet/draw": draw ?? ((input) => ({ draw_id: 9, item: drawn, paid: (input as { use_free: boolean }).use_free ? null : { coin_name: "WH", amount: "100.00" }, free_chances_left: 0 })),
    },
  });
}

describe("the pet draw", () => {
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
