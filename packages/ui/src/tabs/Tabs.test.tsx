import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { Tabs } from "./Tabs";

const ITEMS = [
  { value: "games", label: "Games" },
  { value: "tasks", label: "Tasks" },
  { value: "nft", label: "NFT", disabled: true },
  { value: "pets", label: "Pets" },
];

function Controlled() {
  const [value, setValue] = useState("games");
  return (
    <Tabs items={ITEMS} value={value} onValueChange={setValue} label="Sections">
      {`Panel of ${value}`}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("marks the selected tab and labels the panel with it", () => {
    renderWithI18n(<Controlled />);
    const games = screen.getByRole("tab", { name: "Games" });
    expect(games.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Games" }).textContent).toBe("Panel of games");
    expect(screen.getByRole("tab", { name: "Tasks" }).tabIndex).toBe(-1);
  });

  it("selects a tab on click", async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(screen.getByRole("tab", { name: "Tasks" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of tasks");
  });

  it("moves with arrow keys, skipping disabled tabs and wrapping around", async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(screen.getByRole("tab", { name: "Tasks" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Pets" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of pets");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of games");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of pets");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of games");
  });
});
