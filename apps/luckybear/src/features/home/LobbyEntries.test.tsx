import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { LobbyEntries } from "./LobbyEntries";

describe("LobbyEntries", () => {
  it("leads from the lobby to the spin, lottery, championships and VIP in the player's locale", () => {
    renderFeature(<LobbyEntries locale="en-US" />, { answers: {}, loggedIn: false });
    const links = within(screen.getByRole("navigation", { name: "Rewards and events" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Lucky spin", "/en-US/luckybear/spin"],
      ["Free lottery", "/en-US/luckybear/lottery"],
      ["Championships", "/en-US/luckybear/champions"],
      ["VIP", "/en-US/luckybear/vip"],
    ]);
  });
});
