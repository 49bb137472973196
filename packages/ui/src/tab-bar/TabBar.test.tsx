import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TabBar, type TabBarItem, type TabBarLinkProps } from "./TabBar";

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

  it("marks no tab when the page belongs to none", () => {
    render(<TabBar items={items} label="Main" />);
    expect(screen.queryByRole("link", { current: "page" })).toBeNull();
  });

  it("renders through the app's link component", () => {
    const seen: string[] = [];
    function AppLink({ children, ...props }: TabBarLinkProps & { children: ReactNode }) {
      seen.push(props.href);
      return <a data-app-link="" {...props}>{children}</a>;
    }
    render(<TabBar items={items} current="home" label="Main" linkComponent={AppLink} />);
    expect(seen).toEqual(["/vi-VN", "/vi-VN/wallet", "/vi-VN/me"]);
    expect(screen.getByRole("link", { name: "Home" }).hasAttribute("data-app-link")).toBe(true);
  });
});
