import { describe, expect, it } from "vitest";
import { readSudGameId, sudGameHref } from "./sud-paths";

describe("sud game paths", () => {
  it("reads only digit ids from the address", () => {
    expect(readSudGameId("1468090257126719572")).toBe("1468090257126719572");
    expect(readSudGameId("abc")).toBeNull();
    expect(readSudGameId("12/../x")).toBeNull();
    expect(readSudGameId(undefined)).toBeNull();
  });

  it("links the list and a game", () => {
    expect(sudGameHref("en-US")).toBe("/en-US/sudgame");
    expect(sudGameHref("vi-VN", "42")).toBe("/vi-VN/sudgame/42");
  });
});
