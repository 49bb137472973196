import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { RankedList } from "./RankedList";

afterEach(cleanup);

const ROWS = [
  { id: 1, rank: 1, name: "alice", value: "300" },
  { id: 2, rank: 2, name: "bob", value: "200" },
];

describe("RankedList", () => {
  it("lists the board in order and pins the player's own row", () => {
    renderWithI18n(<RankedList label="Board" rows={ROWS} own={{ id: 7, rank: 15, name: "me", value: "20" }} />);
    const items = within(screen.getByRole("list", { name: "Board" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["1alice300", "2bob200"]);
    expect(screen.getByRole("group", { name: "Your rank" }).textContent).toBe("15me20");
  });

  it("shows a row's detail under its name", () => {
    renderWithI18n(<RankedList label="Board" rows={[{ id: 1, rank: 1, name: "alice", value: "300 honor", detail: "1 badge" }]} own={null} />);
    const item = within(screen.getByRole("list", { name: "Board" })).getByRole("listitem");
    expect(item.textContent).toBe("1alice1 badge300 honor");
    expect(within(item).getByText("1 badge").previousElementSibling?.textContent).toBe("alice");
  });

  it("shows a value's unit on its own line under the value", () => {
    renderWithI18n(<RankedList label="Board" rows={[{ id: 1, rank: 1, name: "alice", value: "360", unit: "honor" }]} own={null} />);
    const unit = within(screen.getByRole("listitem")).getByText("honor");
    expect(unit.previousElementSibling?.textContent).toBe("360");
    expect(unit.parentElement?.className).toContain("flex-col");
  });

  it("shows the empty state and no pinned row when nobody is ranked", () => {
    renderWithI18n(<RankedList label="Board" rows={[]} own={null} empty={<p>Nobody yet</p>} />);
    expect(screen.getByText("Nobody yet")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByTestId("ranked-list-own")).toBeNull();
  });
});
