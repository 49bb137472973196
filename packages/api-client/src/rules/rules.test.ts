import { describe, expect, it } from "vitest";
import { checkInviteCode } from "./invite-code";
import { checkPaymentMethod, maskAccount, normalizeAccount } from "./payment-method";
import { payoutFeeUnits, payoutReceivedUnits } from "./payout";
import { characterCount, checkBio, checkName, sameName } from "./profile-fields";
import { checkReportDetail } from "./report";

const BANKS = ["Vietcombank", "Techcombank"];
const method = (fields: Partial<Parameters<typeof checkPaymentMethod>[0]>) =>
  checkPaymentMethod({ type: "bank", provider: "Vietcombank", account: "0123 4567 89", holder_name: "Nguyen Van A", ...fields }, BANKS);

describe("payment methods", () => {
  it("accepts a bank account grouped with spaces and dashes and returns it normalised", () => {
    expect(method({ holder_name: "  Nguyễn   Văn  A " })).toEqual({
      ok: true,
      value: { type: "bank", provider: "Vietcombank", account: "0123456789", holder_name: "Nguyễn Văn A" },
    });
    expect(normalizeAccount("0123-4567 89")).toBe("0123456789");
  });

  it.each([
    [{ provider: "" }, { provider: "missing" }],
    [{ provider: "Moon Bank" }, { provider: "unknown" }],
    [{ account: "" }, { account: "missing" }],
    [{ account: "12345" }, { account: "format" }],
    [{ account: "1".repeat(21) }, { account: "format" }],
    [{ account: "12345a789" }, { account: "format" }],
    [{ holder_name: " " }, { holder_name: "missing" }],
    [{ holder_name: "A" }, { holder_name: "too_short" }],
    [{ holder_name: "A".repeat(51) }, { holder_name: "too_long" }],
    [{ holder_name: "John 007" }, { holder_name: "format" }],
    [{ holder_name: "-- --" }, { holder_name: "format" }],
  ])("refuses %j", (fields, problems) => {
    expect(method(fields)).toEqual({ ok: false, problems });
  });

  it("takes an e-wallet's phone number of 9 to 12 digits, a leading 0 kept", () => {
    const wallet = (account: string) => checkPaymentMethod({ type: "ewallet", provider: "MoMo", account, holder_name: "Ana Silva" }, ["MoMo"]);
    expect(wallet("0912 345 678")).toMatchObject({ ok: true, value: { account: "0912345678" } });
    expect(wallet("91234567")).toEqual({ ok: false, problems: { account: "format" } });
    expect(wallet("0912345678901")).toEqual({ ok: false, problems: { account: "format" } });
  });

  it("reports every bad field at once and masks all but four digits", () => {
    expect(method({ provider: "", account: "1", holder_name: "" })).toEqual({
      ok: false,
      problems: { provider: "missing", account: "format", holder_name: "missing" },
    });
    expect(maskAccount("0123456789")).toBe("•••• 6789");
  });
});

describe("player names", () => {
  it.each([
    ["dev_player", { ok: true, name: "dev_player" }],
    ["  Minh.Anh  ", { ok: true, name: "Minh.Anh" }],
    ["ผู้เล่น99", { ok: true, name: "ผู้เล่น99" }],
    ["", { ok: false, problem: "empty" }],
    ["ab", { ok: false, problem: "too_short" }],
    ["a".repeat(21), { ok: false, problem: "too_long" }],
    ["two words", { ok: false, problem: "characters" }],
    ["_hidden", { ok: false, problem: "characters" }],
    ["me@home", { ok: false, problem: "characters" }],
  ])("%j → %j", (text, expected) => expect(checkName(text)).toEqual(expected));

  it("compares names without case", () => {
    expect(sameName("Dev_Player", "dev_player ")).toBe(true);
    expect(sameName("dev_player", "dev_player2")).toBe(false);
  });
});

describe("bios", () => {
  it("keeps an empty bio and trims", () => {
    expect(checkBio("   ")).toEqual({ ok: true, bio: "" });
    expect(checkBio(" I like farm games\r\nand racing ")).toEqual({ ok: true, bio: "I like farm games\nand racing" });
  });
  it.each([
    ["x".repeat(161), "too_long"],
    ["a\nb\nc\nd\ne", "too_many_lines"],
    ["play with me at https://spam.example", "link"],
    ["visit www.spam.example", "link"],
    ["best deals on cheap-coins.com", "link"],
  ])("refuses %j (%s)", (text, problem) => expect(checkBio(text)).toEqual({ ok: false, problem }));

  it("counts characters as people do", () => {
    expect(characterCount("👋🏽ok")).toBe(4);
    expect(checkBio("😀".repeat(160))).toMatchObject({ ok: true });
  });
});

describe("report words", () => {
  it("needs 10 to 300 characters for the reason other", () => {
    expect(checkReportDetail("other", "  ")).toEqual({ ok: false, problem: "required" });
    expect(checkReportDetail("other", "too short")).toEqual({ ok: false, problem: "too_short" });
    expect(checkReportDetail("other", " sells accounts in chat ")).toEqual({ ok: true, detail: "sells accounts in chat" });
  });
  it("lets other reasons go without words, never over 300", () => {
    expect(checkReportDetail("spam", "")).toEqual({ ok: true, detail: "" });
    expect(checkReportDetail("spam", "x".repeat(301))).toEqual({ ok: false, problem: "too_long" });
  });
});

describe("invite codes", () => {
  it.each([
    ["10002", 10001, { ok: true, code: "10002" }],
    [" 100 02 ", 10001, { ok: true, code: "10002" }],
    ["", 10001, { ok: false, problem: "empty" }],
    ["0123", 10001, { ok: false, problem: "format" }],
    ["AB12", 10001, { ok: false, problem: "format" }],
    ["10001", 10001, { ok: false, problem: "own" }],
    ["10001", null, { ok: true, code: "10001" }],
  ] as const)("%j as player %s → %j", (text, own, expected) => expect(checkInviteCode(text, own)).toEqual(expected));
});

describe("payout fees", () => {
  const usdt = { decimals: 6, feeBps: 100, feeMinUnits: 500_000n };
  it("takes 1 % rounded up, at least the minimum", () => {
    expect(payoutFeeUnits(100_000_000n, usdt)).toBe(1_000_000n);
    expect(payoutFeeUnits(10_000_000n, usdt)).toBe(500_000n);
    expect(payoutFeeUnits(123_456_789n, usdt)).toBe(1_234_568n);
    expect(payoutReceivedUnits(123_456_789n, usdt)).toBe(122_222_221n);
  });
  it("rounds up to the coin's decimals and never leaves less than nothing", () => {
    const twoPlaces = { decimals: 2, feeBps: 250, feeMinUnits: 0n };
    expect(payoutFeeUnits(1_230_000n, twoPlaces)).toBe(40_000n);
    expect(payoutReceivedUnits(100_000n, usdt)).toBe(0n);
  });
});
