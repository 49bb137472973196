import { describe, expect, it } from "vitest";
import { compareMagnitude, shiftLeft, toDecimal } from "./decimal";

describe("toDecimal", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [1234.5, "1234.5"],
    [-0.001, "-0.001"],
    [1e-7, "0.0000001"],
    [1e21, "1000000000000000000000"],
    [100.1, "100.1"],
    ["123456789012345678901.123456789", "123456789012345678901.123456789"],
    ["  42 ", "42"],
    ["+7.50", "7.5"],
    ["-000.0100", "-0.01"],
    [".5", "0.5"],
    ["5.", "5"],
    ["1.5e3", "1500"],
    ["25E-4", "0.0025"],
    ["-0.0", "0"],
  ])("%s → %s", (input, expected) => {
    expect(toDecimal(input)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [""], ["."], ["abc"], ["1,234.5"], ["12a"], ["0x10"], [null], [undefined]])(
    "rejects %s",
    (input) => {
      expect(toDecimal(input)).toBeUndefined();
    },
  );
});

describe("shiftLeft", () => {
  it.each([
    ["90000000", 3, "90000"],
    ["123456789.123", 3, "123456.789123"],
    ["5", 3, "0.005"],
    ["-100000000000", 6, "-100000"],
    ["0", 9, "0"],
  ] as const)("%s / 10^%i = %s", (value, places, expected) => {
    expect(shiftLeft(value, places)).toBe(expected);
  });
});

describe("compareMagnitude", () => {
  it.each([
    ["0.009999999999999999999", "0.01", -1],
    ["-0.01", "0.01", 0],
    ["90000000", "90000000.0", 0],
    ["89999999.999", "90000000", -1],
    ["100000000000", "99999999999.99", 1],
    ["0", "0.01", -1],
  ] as const)("|%s| vs |%s| → %i", (a, b, expected) => {
    expect(compareMagnitude(a, b)).toBe(expected);
  });
});
