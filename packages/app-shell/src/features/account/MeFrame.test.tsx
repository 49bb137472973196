import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../../testing/render-feature";
import { MeFrame } from "./MeFrame";

vi.mock("next/navigation", () => ({ usePathname: () => "/en-US/me" }));

describe("MeFrame", () => {
  it("heads the tab, leads the chip to the brand's profile, lists the areas as links and keeps the brand's extra below", () => {
    const areas = [
      { key: "wallet", label: "Wallet", href: "/en-US/wallet" },
      { key: "vip", label: "VIP", href: "/en-US/vip" },
    ];
    renderFeature(
      <MeFrame locale="en-US" profilePath="/luckybear/money" areas={areas}>
        <p>Support</p>
      </MeFrame>,
      { answers: {} },
    );
    expect(screen.getByRole("heading", { name: "Me" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "dev_player" }).getAttribute("href")).toBe("/en-US/luckybear/money");
    const list = screen.getByRole("list", { name: "My areas" });
    expect(within(list).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Wallet", "/en-US/wallet"],
      ["VIP", "/en-US/vip"],
    ]);
    expect(screen.getByText("Support")).toBeTruthy();
  });
});
