import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { List, ListItem } from "./List";

describe("List", () => {
  it("announces loading instead of showing rows", () => {
    renderWithI18n(
      <List loading>
        <ListItem title="Hidden while loading" />
      </List>,
    );
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    expect(screen.queryByText("Hidden while loading")).toBeNull();
  });

  it("shows the empty content when there are no rows", () => {
    renderWithI18n(<List empty={<p>No orders yet</p>}>{[]}</List>);
    expect(screen.getByText("No orders yet")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("has a default empty message", () => {
    renderWithI18n(<List />);
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });

  it("makes rows with onSelect pressable", async () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <List label="Coins">
        <ListItem title="KTHER" onSelect={onSelect} />
        <ListItem title="HAPPY" />
      </List>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "KTHER" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "HAPPY" })).toBeNull();
  });

  it("makes rows with href links, and a disabled one plain", () => {
    renderWithI18n(
      <List label="Games">
        <ListItem title="Ludo" href="/en-US/sudgame/2" chevron />
        <ListItem title="Gomoku" href="/en-US/sudgame/1" disabled />
      </List>,
    );
    expect(screen.getByRole("link", { name: /Ludo/ }).getAttribute("href")).toBe("/en-US/sudgame/2");
    expect(screen.queryByRole("link", { name: /Gomoku/ })).toBeNull();
    expect(screen.getByText("Gomoku")).toBeTruthy();
  });
});
