import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSocial } from "../share/test-harness";
import { PublicProfileNotFound, PublicProfileScreen } from "./PublicProfileScreen";

const PLAYER = { user_id: 10001, username: "dev_player", avatar: "http://x/a.svg", vip_level: 3 };

describe("PublicProfileScreen", () => {
  it("shows another player's name, VIP level and id", () => {
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} />, { signedInAs: 20002 });
    expect(screen.getByRole("heading", { name: "dev_player" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "VIP level 3" })).toBeTruthy();
    expect(screen.getByText("ID 10001")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open my profile" })).toBeNull();
  });

  it("leads the player to their own profile when it is theirs", async () => {
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} />, { signedInAs: 10001 });
    expect((await screen.findByRole("link", { name: "Open my profile" })).getAttribute("href")).toBe("/en-US/profile");
  });

  it("says clearly when nobody has the id", () => {
    renderSocial(<PublicProfileNotFound locale="en-US" />, { signedInAs: null });
    expect(screen.getByText("This player does not exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/en-US");
  });
});
