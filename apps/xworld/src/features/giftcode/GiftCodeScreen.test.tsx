import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { queryKeys } from "@repo/api-client/react";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSocial } from "../share/test-harness";
import { GiftCodeScreen } from "./GiftCodeScreen";

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/receive_gift_code", url: "http://x" } as const;
const refusal = (code: number, msg: string) => () => {
  throw new BusinessError(request, code, msg);
};

function setup(redeem: (input: unknown) => unknown, initialCode: string | null = null) {
  let lb = "60.00";
  const view = renderSocial(<GiftCodeScreen locale="en-US" initialCode={initialCode} />, {
    answers: {
      [luckyBearEndpoints.receiveGiftCode.path]: (input) => {
        const reward = redeem(input);
        lb = "65.00";
        return reward;
      },
      // Like the dev API: the xworld wallet lists platform coins; LB-USDT is in the casino's assets.
      [walletReadEndpoints.getWalletInfo.path]: () => ({
        list: [{ coin_logo: "", coin_name: "XB", money_all: "12000.00", usdt_money_all: "12.00" }],
        total_usdt: "12.00",
      }),
      [luckyBearEndpoints.assetList.path]: () => ({
        list: [{ coin_name: "LB-USDT", coin_logo: "", amount: lb, locked: "0.00", usdt_amount: lb }],
        total_usdt: lb,
      }),
    },
  });
  return view;
}

const codeField = () => screen.getByRole("textbox", { name: "Gift code" });
const submit = async (code: string) => {
  fireEvent.change(await screen.findByRole("textbox", { name: "Gift code" }), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
};

describe("GiftCodeScreen", () => {
  it.each([
    ["", "Enter a gift code."],
    ["ab", "A gift code has 4 to 32 letters, digits or hyphens."],
    ["gift code!", "A gift code has 4 to 32 letters, digits or hyphens."],
  ])("checks %j before sending anything", async (code, message) => {
    const { call } = setup(() => ({ amount: "5.00", coin_name: "LB-USDT" }));
    await submit(code);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(codeField().getAttribute("aria-invalid")).toBe("true");
    expect(call).not.toHaveBeenCalledWith(luckyBearEndpoints.receiveGiftCode, expect.anything());
  });

  it("sends one redeem however fast the form is submitted", async () => {
    const { call } = setup(() => ({ amount: "5.00", coin_name: "LB-USDT" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Gift code" }), { target: { value: "WELCOME2024" } });
    const form = codeField().closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: "Redeem another code" })).toBeTruthy();
    expect(call.mock.calls.filter(([endpoint]) => endpoint === luckyBearEndpoints.receiveGiftCode)).toHaveLength(1);
  });

  it("redeems a code as typed (spaces dropped, upper case) with an attempt key, shows the reward and the refreshed balance", async () => {
    const { call, invalidated } = setup(() => ({ amount: "5.00", coin_name: "LB-USDT" }));
    await submit(" welcome 2024 ");
    expect((await screen.findByRole("status")).textContent).toBe("Gift code WELCOME2024 redeemed+5.00 LB-USDT");
    expect(call).toHaveBeenCalledWith(luckyBearEndpoints.receiveGiftCode, { gift_code: "WELCOME2024", idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await screen.findByText("65.00")).toBeTruthy();
    expect(invalidated()).toEqual(expect.arrayContaining([queryKeys.service("wallet"), queryKeys.endpoint(luckyBearEndpoints.assetList)]));
    expect(screen.getByRole("button", { name: "Share this gift code" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Redeem another code" }));
    expect((codeField() as HTMLInputElement).value).toBe("");
  });

  it("retries a redeem whose answer never came with the same attempt key, so a code is not spent twice", async () => {
    let answers = 0;
    const { call } = setup(() => {
      answers += 1;
      if (answers === 1) throw new NetworkError(request, new TypeError("fetch failed"));
      return { amount: "5.00", coin_name: "LB-USDT" };
    });
    await submit("WELCOME2024");
    expect(await screen.findByText("No connection. Check your network and try again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByRole("button", { name: "Redeem another code" })).toBeTruthy();
    const keys = call.mock.calls.filter(([endpoint]) => endpoint === luckyBearEndpoints.receiveGiftCode).map(([, input]) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    [refusal(2002, "You have already redeemed this gift code"), "You have already redeemed this gift code."],
    [refusal(1002, "This gift code does not exist"), "This gift code does not exist. Check the spelling and try again."],
    [refusal(2003, "This gift code has expired"), "This gift code has expired."],
    [refusal(5000, "Internal error"), "Internal error"],
    [
      () => {
        throw new NetworkError(request, new TypeError("fetch failed"));
      },
      "No connection. Check your network and try again.",
    ],
  ])("says why a code was not redeemed, in the form (%#)", async (answer, message) => {
    setup(answer);
    await submit("WELCOME2024");
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect((codeField() as HTMLInputElement).value).toBe("WELCOME2024");
  });

  it("shows the balance of a reward coin the wallet itself holds", async () => {
    setup(() => ({ amount: "100.00", coin_name: "XB" }));
    await submit("XB-GIFT");
    expect(await screen.findByText("12,000.00")).toBeTruthy();
  });

  it("fills in a code from the link", async () => {
    setup(() => ({ amount: "1.00", coin_name: "LB-USDT" }), "LUCKYBEAR");
    expect((await screen.findByRole("textbox", { name: "Gift code" }) as HTMLInputElement).value).toBe("LUCKYBEAR");
  });
});

describe("/giftcode from the server", () => {
  it("has the form's skeleton in its HTML for the player the server rendered it for, then the form after start, without a mismatch or a read", async () => {
    const page = await hydrateFeature(<GiftCodeScreen locale="en-US" initialCode="WELCOME2024" first={{ userId: PLAYER_ID, data: null }} />, { answers: {} });
    expect(page.html).toContain("Got a gift code from an event or a friend?");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).toContain("Share gift codes with friends");
    expect(page.html).not.toContain('name="gift_code"');
    expect(page.recoverable).toEqual([]);
    const input = await within(page.container).findByRole("textbox", { name: "Gift code" });
    expect((input as HTMLInputElement).value).toBe("WELCOME2024");
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("has no form and no skeleton for a visitor the server rendered it for nobody", async () => {
    const page = await hydrateFeature(<GiftCodeScreen locale="en-US" initialCode={null} first={null} />, { answers: {}, loggedIn: false });
    expect(page.html).not.toContain('name="gift_code"');
    expect(page.html).not.toContain('aria-busy="true"');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(page.container).queryByRole("textbox", { name: "Gift code" })).toBeNull();
    page.unmount();
  });
});
