import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { LinkList } from "./LinkList";

const ITEMS = [
  { key: "wallet", label: "Wallet", href: "/en-US/wallet" },
  { key: "vip", label: "VIP", href: "/en-US/vip", hint: "Level 3" },
];

describe("LinkList", () => {
  it("lists one link per item, named by its label and hint, in order", () => {
    renderWithI18n(<LinkList items={ITEMS} label="My areas" />);
    const links = within(screen.getByRole("list", { name: "My areas" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Wallet", "/en-US/wallet"],
      ["VIPLevel 3", "/en-US/vip"],
    ]);
  });
});
