import { describe, expect, it } from "vitest";
import { checkAddress, ownAddressFor, ownAddressInvalid, shortAddress } from "./addresses";

const ITEM = { wallet_addr: "0x8f3a000000000000000000000000000000001234", wallet_addr_sol: "So1anaAddre55Dev111111111111111111111111111", invalid: false };

describe("ownAddressFor", () => {
  it.each([
    ["BSC", ITEM.wallet_addr],
    ["TRON", ITEM.wallet_addr],
    ["SOL", ITEM.wallet_addr_sol],
  ])("uses the right address on %s", (chain, address) => {
    expect(ownAddressFor(chain, [ITEM])).toBe(address);
  });

  it("has none without an item or with an empty address", () => {
    expect(ownAddressFor("BSC", [])).toBeNull();
    expect(ownAddressFor("BSC", undefined)).toBeNull();
    expect(ownAddressFor("SOL", [{ ...ITEM, wallet_addr_sol: "" }])).toBeNull();
  });

  it("reads the invalid flag", () => {
    expect(ownAddressInvalid([{ ...ITEM, invalid: true }])).toBe(true);
    expect(ownAddressInvalid([ITEM])).toBe(false);
    expect(ownAddressInvalid(undefined)).toBe(false);
  });
});

describe("checkAddress", () => {
  it.each([
    ["TRON", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"],
    ["BSC", "0x52908400098527886E0F7030069857D2E4169EE7"],
    ["SOL", "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"],
    ["ETH", "anything-long-enough"],
  ])("accepts a %s address", (chain, address) => {
    expect(checkAddress(chain, ` ${address} `)).toEqual({ ok: true, address });
  });

  it.each([
    ["TRON", "0x52908400098527886E0F7030069857D2E4169EE7"],
    ["TRON", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0"],
    ["BSC", "0x5290840009852788"],
    ["BSC", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"],
    ["SOL", "0x52908400098527886E0F7030069857D2E4169EE7"],
    ["SOL", "short"],
    ["ETH", "has spaces in it"],
  ])("refuses %s %j", (chain, address) => {
    expect(checkAddress(chain, address)).toEqual({ ok: false, problem: "format" });
  });

  it("asks for an address when none is typed", () => {
    expect(checkAddress("BSC", "  ")).toEqual({ ok: false, problem: "empty" });
  });
});

it("shortens long addresses for rows", () => {
  expect(shortAddress("0x8f3a000000000000000000000000000000001234")).toBe("0x8f3a…1234");
  expect(shortAddress("short")).toBe("short");
});
