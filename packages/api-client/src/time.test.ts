// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toDate, unixSeconds } from "./time";

describe("toDate", () => {
  it.each([
    [1_700_000_000, "2023-11-14T22:13:20.000Z"],
    ["1700000000", "2023-11-14T22:13:20.000Z"],
    [1_700_000_000_123, "2023-11-14T22:13:20.123Z"],
    [0, "1970-01-01T00:00:00.000Z"],
  ])("reads %s", (input, iso) => {
    expect(toDate(input).toISOString()).toBe(iso);
  });

  it("gives an invalid date for garbage", () => {
    expect(Number.isNaN(toDate("soon").getTime())).toBe(true);
  });

  it("unixSeconds gives ten digits", () => {
    expect(unixSeconds(new Date("2023-11-14T22:13:20.999Z"))).toBe(1_700_000_000);
  });
});
