import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateFeature, PLAYER_ID } from "../../../testing/render-feature";
import { SettingsScreen } from "./SettingsScreen";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ back: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/en-US/user/setting",
}));

const props = { locale: "en-US", appVersion: "1.2.3", homeHref: "/en-US" } as const;
let unmount: () => void = () => undefined;
afterEach(() => unmount());

describe("SettingsScreen's account card in the first frame", () => {
  it("is the cookies' player's, in the server's HTML and after the page starts", async () => {
    const page = await hydrateFeature(<SettingsScreen {...props} viewer={{ userId: PLAYER_ID, userName: "dev_player" }} />, { answers: {} });
    unmount = page.unmount;
    expect(page.html).toContain("Signed in as dev_player");
    expect(page.html).toContain("Sign out");
    expect(page.html).not.toContain("data-skeleton");
    expect(page.recoverable).toEqual([]);
    expect(screen.getByText("Signed in as dev_player")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" }).hasAttribute("disabled")).toBe(false);
  });

  it("is the sign-in link for a guest, in the server's HTML and after the page starts", async () => {
    const page = await hydrateFeature(<SettingsScreen {...props} viewer={{ userId: null }} />, { answers: {}, loggedIn: false });
    unmount = page.unmount;
    expect(page.html).toContain("Sign in");
    expect(page.html).not.toContain("data-skeleton");
    expect(page.recoverable).toEqual([]);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("holds the card's place while the server could not tell who reads", async () => {
    const page = await hydrateFeature(<SettingsScreen {...props} />, { answers: {} });
    unmount = page.unmount;
    expect(page.html).toContain("data-skeleton");
    expect(await screen.findByText("Signed in as dev_player")).toBeTruthy();
  });
});
