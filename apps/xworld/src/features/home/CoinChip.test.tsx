import { renderFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CoinChip } from "./CoinChip";
import { SignedInCoinChip } from "./SignedInCoinChip";

const wallet = () => ({
  list: [
    { coin_logo: "", coin_name: "KTHER", money_all: "12.5", usdt_money_all: "1.00" },
    { coin_logo: "", coin_name: "WH", money_all: "1234.5", usdt_money_all: "12.00" },
  ],
  total_usdt: "13.00",
});

describe("CoinChip", () => {
  it("shows the main coin's balance and opens the wallet drawer on that coin", async () => {
    const { openDialog } = renderFeature(<CoinChip locale="en-US" />, { answers: { "/wallet/get_wallet_info": wallet } });
    const chip = await screen.findByRole("button", { name: "Open wallet: 1,234.50 WH" });
    fireEvent.click(chip);
    expect(openDialog()).toMatchObject({ name: "wallet-drawer", props: { coinType: "WH" } });
  });

  it("appears whole once the balances answer, never as a placeholder that changes width", async () => {
    let answer: (value: ReturnType<typeof wallet>) => void = () => undefined;
    const { container, callsTo } = renderFeature(<CoinChip locale="en-US" />, {
      answers: { "/wallet/get_wallet_info": () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(callsTo("/wallet/get_wallet_info")).toHaveLength(1));
    expect(container.innerHTML).toBe("");
    answer(wallet());
    expect(await screen.findByRole("button", { name: "Open wallet: 1,234.50 WH" })).toBeTruthy();
  });

  it("still opens the wallet when the balances could not load", async () => {
    const { openDialog } = renderFeature(<CoinChip locale="en-US" />, {
      answers: {
        "/wallet/get_wallet_info": () => {
          throw new Error("offline");
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Open wallet" }));
    expect(await screen.findByText("Wallet")).toBeTruthy();
    expect(openDialog()).toMatchObject({ name: "wallet-drawer" });
  });

  it("is not there for guests", () => {
    const { container, callsTo } = renderFeature(<CoinChip locale="en-US" />, { answers: {}, loggedIn: false });
    expect(container.innerHTML).toBe("");
    expect(callsTo("/wallet/get_wallet_info")).toHaveLength(0);
  });

  it("loads on the home for a player, and not at all for a guest", async () => {
    renderFeature(<SignedInCoinChip locale="en-US" />, { answers: { "/wallet/get_wallet_info": wallet } });
    expect(await screen.findByRole("button", { name: "Open wallet: 1,234.50 WH" })).toBeTruthy();

    const guest = renderFeature(<SignedInCoinChip locale="en-US" />, { answers: {}, loggedIn: false });
    expect(guest.container.innerHTML).toBe("");
    expect(guest.callsTo("/wallet/get_wallet_info")).toHaveLength(0);
  });
});
