import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TabBar, type TabBarItem } from "./TabBar";

const items: TabBarItem[] = [
  { key: "home", label: "Home", icon: "H", href: "/vi-VN" },
  { key: "wallet", label: "Wallet", icon: "W", href: "/vi-VN/wallet", badge: "3" },
  { key: "me", label: "Me", icon: "M", href: "/vi-VN/me" },
];

describe("TabBar", () => {
  afterEach(cleanup);

  it("renders one link per tab and marks only the current one", () => {
    render(<TabBar items={items} current="wallet" label="Main" />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/vi-VN", "/vi-VN/wallet", "/vi-VN/me"]);
    expect(screen.getByRole("link", { name: /Wallet/ }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Home" }).hasAttribute("aria-current")).toBe(false);
    expect(screen.getByText("3")).toBeTruthy();
  });

  it("marks the current tab with a shape as well as its colour, so the mark does not rest on colour alone", () => {
    render(<TabBar items={items} current="wallet" label="Main" />);
    const mark = (name: string | RegExp) => screen.getByRole("link", { name }).querySelector("span.bg-primary[aria-hidden='true']");
    expect(mark(/Wallet/)).not.toBeNull();
    expect(mark("Home")).toBeNull();
    expect(mark("Me")).toBeNull();
  });

  it("marks no tab when the page belongs to none", () => {
    render(<TabBar items={items} label="Main" />);
    expect(screen.queryByRole("link", { current: "page" })).toBeNull();
  });
});
