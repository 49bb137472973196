import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LinkTiles } from "./LinkTiles";

afterEach(cleanup);

describe("LinkTiles", () => {
  it("is a named navigation of links, each with its label and the line under it", () => {
    render(
      <LinkTiles
        label="Areas"
        columns={2}
        items={[
          { key: "wallet", label: "Wallet", href: "/en-US/wallet", testId: "hub-wallet" },
          { key: "spin", label: "Lucky spin", href: "/en-US/luckybear/spin", line: <span>3 left</span> },
        ]}
      />,
    );
    const links = within(screen.getByRole("navigation", { name: "Areas" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Wallet", "/en-US/wallet"],
      ["Lucky spin3 left", "/en-US/luckybear/spin"],
    ]);
    expect(screen.getByTestId("hub-wallet")).toBe(links[0]);
  });

  it("lays the tiles out in the columns asked for", () => {
    render(<LinkTiles label="Areas" columns={3} items={[{ key: "a", label: "A", href: "#a" }]} />);
    expect(screen.getByRole("list").className).toContain("grid-cols-3");
  });
});
