import { describe, expect, it } from "vitest";
import { checkPayoutAccount } from "./payout-account";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

describe("checkPayoutAccount", () => {
  it.each([
    ["bank", "VCB 0011223344", "VCB 0011223344"],
    ["bank", "  Vietcombank 123456  ", "Vietcombank 123456"],
    ["ewallet", "+84 912 345 678", "+84 912 345 678"],
    ["ewallet", "0912345678", "0912345678"],
    ["usdt", TRC20, TRC20],
    ["paypal", "me@example.com", "me@example.com"],
  ])("%s account %j is accepted", (channel, text, account) => {
    expect(checkPayoutAccount(channel, text)).toEqual({ ok: true, account });
  });

  it.each([
    ["bank", "", { kind: "empty" }],
    ["usdt", "   ", { kind: "empty" }],
    ["bank", "VCB 0011", { kind: "invalid", account: "bank" }],
    ["ewallet", "12345", { kind: "invalid", account: "ewallet" }],
    ["ewallet", "call me", { kind: "invalid", account: "ewallet" }],
    ["ewallet", "1234567890123456", { kind: "invalid", account: "ewallet" }],
    ["usdt", "0x52908400098527886E0F7030069857D2E4169EE7", { kind: "invalid", account: "usdt" }],
    ["usdt", `${TRC20.slice(0, -1)}0`, { kind: "invalid", account: "usdt" }],
  ])("%s account %j is refused: %j", (channel, text, problem) => {
    expect(checkPayoutAccount(channel, text)).toEqual({ ok: false, problem });
  });
});
