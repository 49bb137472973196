import { describe, expect, it } from "vitest";
import { cameFromAppPage, notePage } from "./navigation-depth";

describe("navigation depth", () => {
  it("knows a direct arrival from a move inside the app", () => {
    notePage("/en-US/buildDialog/1");
    notePage("/en-US/buildDialog/1");
    expect(cameFromAppPage()).toBe(false);
    notePage("/en-US/wallet");
    expect(cameFromAppPage()).toBe(true);
  });
});
