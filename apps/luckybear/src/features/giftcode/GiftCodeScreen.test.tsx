import { BusinessError } from "@repo/api-client/errors";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { GiftCodeScreen } from "./GiftCodeScreen";

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/receive_gift_code", url: "http://x" } as const;

function backend() {
  let balance = 60;
  const redeemed = new Set<string>();
  return {
    "/lucky_bear/receive_gift_code": (input: unknown) => {
      const { gift_code } = input as { gift_code: string };
      if (gift_code !== "WELCOME2024") throw new BusinessError(request, 1002, "This gift code does not exist");
      if (redeemed.has(gift_code)) throw new BusinessError(request, 2002, "You have already redeemed this gift code");
      redeemed.add(gift_code);
      balance += 5;
      return { amount: "5.00", coin_name: "LB-USDT" };
    },
    "/lucky_bear/asset_list": () => ({
      list: [{ coin_name: "LB-USDT", coin_logo: "", amount: balance.toFixed(2), locked: "0.00", usdt_amount: balance.toFixed(2) }],
      total_usdt: balance.toFixed(2),
    }),
  };
}

describe("/luckybear/giftcode", () => {
  it("redeems a code once per tap, with an attempt key, and shows the reward and the new balance", async () => {
    const { callsTo } = renderFeature(<GiftCodeScreen locale="en-US" initialCode={null} />, { answers: backend() });
    fireEvent.change(await screen.findByLabelText("Gift code"), { target: { value: " welcome 2024 " } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    fireEvent.click(screen.getByRole("button", { name: /^Redeem/ }));
    expect(await screen.findByText("Gift code WELCOME2024 redeemed")).toBeTruthy();
    expect(screen.getByTestId("giftcode-reward").textContent).toBe("+5.00 LB-USDT");
    await waitFor(() => expect(screen.getByTestId("giftcode-balance").textContent).toBe("65.00 LB-USDT"));
    const calls = callsTo("/lucky_bear/receive_gift_code") as { gift_code: string; idempotency_key: string }[];
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ gift_code: "WELCOME2024", idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("says in the form why a code is refused: not checked codes are not sent, used and unknown ones are explained", async () => {
    const answers = backend();
    const { callsTo } = renderFeature(<GiftCodeScreen locale="en-US" initialCode="WELCOME2024" />, { answers });
    fireEvent.click(await screen.findByRole("button", { name: "Redeem" }));
    fireEvent.click(await screen.findByRole("button", { name: "Redeem another code" }));

    fireEvent.change(screen.getByLabelText("Gift code"), { target: { value: "ab" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect(screen.getByText("A gift code has 4 to 32 letters, digits or hyphens.")).toBeTruthy();
    expect(callsTo("/lucky_bear/receive_gift_code")).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Gift code"), { target: { value: "WELCOME2024" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("You have already redeemed this gift code.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Gift code"), { target: { value: "NOPE-1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("This gift code does not exist. Check the spelling and try again.")).toBeTruthy();
  });
});

describe("/luckybear/giftcode from the server", () => {
  it("has the form's skeleton in its HTML for the player the server rendered it for, then the form after start, without a mismatch or a read", async () => {
    const page = await hydrateFeature(<GiftCodeScreen locale="en-US" initialCode="WELCOME2024" first={{ userId: PLAYER_ID, data: null }} />, {
      answers: backend(),
      platform: { kind: "luckybear-web", brand: "luckybear" },
    });
    expect(page.html).toContain("Got a gift code from an event or a friend?");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).not.toContain('name="gift_code"');
    expect(page.recoverable).toEqual([]);
    const input = await within(page.container).findByRole("textbox", { name: "Gift code" });
    expect((input as HTMLInputElement).value).toBe("WELCOME2024");
    expect(page.callsTo("/lucky_bear/asset_list")).toEqual([]);
    page.unmount();
  });

  it("redeems from the server-rendered page once the form has loaded", async () => {
    const { callsTo } = renderFeature(<GiftCodeScreen locale="en-US" initialCode="WELCOME2024" first={{ userId: PLAYER_ID, data: null }} />, { answers: backend() });
    fireEvent.click(await screen.findByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Gift code WELCOME2024 redeemed")).toBeTruthy();
    expect(callsTo("/lucky_bear/receive_gift_code")).toHaveLength(1);
  });

  it("has no form and no skeleton for a visitor the server rendered it for nobody", async () => {
    const page = await hydrateFeature(<GiftCodeScreen locale="en-US" initialCode={null} first={null} />, { answers: backend(), loggedIn: false });
    expect(page.html).not.toContain('name="gift_code"');
    expect(page.html).not.toContain('aria-busy="true"');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(page.container).queryByRole("textbox", { name: "Gift code" })).toBeNull();
    page.unmount();
  });
});
