import { describe, expect, it } from "vitest";
import { readIdParam } from "./id-param";

describe("readIdParam", () => {
  it.each([
    ["7", 7],
    [["12", "13"], 12],
    ["0", null],
    ["-3", null],
    ["1e3", null],
    ["abc", null],
    ["", null],
    [undefined, null],
    ["1234567890", null],
  ] as const)("%j → %j", (value, expected) => expect(readIdParam(value)).toBe(expected));
});
