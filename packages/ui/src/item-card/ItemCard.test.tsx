import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { ItemCard, ItemGrid } from "./ItemCard";

describe("ItemCard and ItemGrid", () => {
  it("lists one card per item, each a link named by its content", () => {
    renderWithI18n(
      <ItemGrid label="My NFTs">
        <ItemCard image="/a.svg" title="Neon Alley #1" badges={<span>Rare</span>} meta="Level 2" footer="12.50 USDT" href="/en-US/library/item?id=1" />
        <ItemCard image="/b.svg" title="Frost Owl #5" href="/en-US/library/item?id=5" />
      </ItemGrid>,
    );
    const links = within(screen.getByRole("list", { name: "My NFTs" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["RareNeon Alley #1Level 212.50 USDT", "/en-US/library/item?id=1"],
      ["Frost Owl #5", "/en-US/library/item?id=5"],
    ]);
  });

  it("is a plain link with an href, or no link without one", () => {
    renderWithI18n(
      <ItemGrid label="Items">
        <ItemCard image="/a.svg" title="Linked" href="/x" />
        <ItemCard image="/b.svg" title="Plain" />
      </ItemGrid>,
    );
    expect(screen.getByRole("link").getAttribute("href")).toBe("/x");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows a mark instead of a picture that fails to load", () => {
    const { container } = renderWithI18n(
      <ItemGrid label="Items">
        <ItemCard image="/missing.svg" imageAlt="A fox" title="Fox" />
      </ItemGrid>,
    );
    expect(container.querySelector("[data-broken-image]")).toBeNull();
    fireEvent.error(screen.getByRole("img", { name: "A fox" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("[data-broken-image]")).not.toBeNull();
  });

  it("shows placeholders while loading and the empty state when there is nothing", () => {
    const { rerender } = renderWithI18n(<ItemGrid label="Items" loading empty={<p>Nothing yet</p>} />);
    expect(screen.getByRole("status", { name: "Loading" }).getAttribute("aria-busy")).toBe("true");
    rerender(<ItemGrid label="Items" empty={<p>Nothing yet</p>} />);
    expect(screen.getByText("Nothing yet").tagName).toBe("P");
    expect(screen.queryByRole("list")).toBeNull();
  });
});
