import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateFeature, renderFeature } from "../../testing/render-feature";
import { AccountChip } from "./AccountChip";

vi.mock("next/navigation", () => ({ usePathname: () => "/en-US" }));

const chip = <AccountChip locale="en-US" profilePath="/profile" />;
let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe("AccountChip", () => {
  it("offers a sign-in that comes back here to a visitor, once app start has decided", () => {
    renderFeature(chip, { answers: {}, loggedIn: false });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/en-US/user/login?backUrl=%2Fen-US");
  });

  it("leads a player to their profile by name", () => {
    renderFeature(chip, { answers: {} });
    const link = screen.getByRole("link", { name: "dev_player" });
    expect(link.getAttribute("href")).toBe("/en-US/profile");
  });

  it("shows a loading skeleton while app start decides", () => {
    const { container } = renderFeature(chip, { answers: {}, loggedIn: false, hasInit: false });
    expect(container.querySelector("[data-skeleton]")).not.toBeNull();
  });

  it.each([
    ["a visitor", false, "Sign in"],
    ["a player", true, "dev_player"],
  ])("hydrates without a mismatch for %s when the page hydrates after app start", async (_who, loggedIn, name) => {
    const page = await hydrateFeature(chip, { answers: {}, loggedIn, afterStart: true });
    unmount = page.unmount;
    expect(page.html).toContain("data-skeleton");
    expect(page.recoverable).toEqual([]);
    expect(screen.getByRole("link", { name }).getAttribute("href")).toMatch(/^\/en-US\//);
  });
});
