import { describe, expect, it } from "vitest";
import { shareUrlFor } from "./share-links";

describe("shareUrlFor", () => {
  const payload = { text: "Join me & win", url: "https://xworld.example/r/abc" };

  it.each([
    ["telegram", "https://t.me/share/url?url=https%3A%2F%2Fxworld.example%2Fr%2Fabc&text=Join+me+%26+win"],
    ["whatsapp", "https://wa.me/?text=Join+me+%26+win+https%3A%2F%2Fxworld.example%2Fr%2Fabc"],
    ["x", "https://x.com/intent/post?text=Join+me+%26+win&url=https%3A%2F%2Fxworld.example%2Fr%2Fabc"],
  ] as const)("%s", (channel, expected) => {
    expect(shareUrlFor(channel, payload)).toBe(expected);
  });

  it("leaves copy and the system sheet to the platform", () => {
    expect(shareUrlFor("copy", payload)).toBeNull();
    expect(shareUrlFor("system", payload)).toBeNull();
  });
});
