import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSocial } from "../share/test-harness";
import { PublicProfileNotFound, PublicProfileScreen } from "./PublicProfileScreen";

const PLAYER = { user_id: 10001, username: "dev_player", avatar: "http://x/a.svg", vip_level: 3 };
const SHOWCASE = { bio: "Farm games in the morning.", games: [{ product_id: 5003, name: "Farm Story", icon: "http://x/farm.svg" }] };
const POSTS = { list: [{ post_id: 1, title: "My Farm Story week", cover: "http://x/c.svg", created_at: 1_781_000_000 }], total: 1, page: 1, page_size: 20 };
const ANSWERS = { "/profile/showcase": () => SHOWCASE, "/interaction/user_posts": () => POSTS };

describe("PublicProfileScreen", () => {
  it("shows another player's name, VIP level and id", () => {
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={SHOWCASE} />, { signedInAs: 20002, answers: ANSWERS });
    expect(screen.getByRole("heading", { name: "dev_player" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "VIP level 3" })).toBeTruthy();
    expect(screen.getByText("ID 10001")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open my profile" })).toBeNull();
  });

  it("leads the player to their own profile when it is theirs", async () => {
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={SHOWCASE} />, { signedInAs: 10001, answers: ANSWERS });
    expect((await screen.findByRole("link", { name: "Open my profile" })).getAttribute("href")).toBe("/en-US/profile");
  });

  it("shows the player's bio, chosen games and posts, opens a post through the platform, and offers a report", async () => {
    const { platform, call } = renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={SHOWCASE} />, { signedInAs: 20002, answers: ANSWERS });
    expect((await screen.findByTestId("public-bio")).textContent).toBe("Farm games in the morning.");
    expect(screen.getByRole("link", { name: "Farm Story" }).getAttribute("href")).toBe("/en-US/products/5003?gameName=Farm+Story&from=profile_10001");
    const post = await screen.findByRole("link", { name: /My Farm Story week/ });
    expect(post.getAttribute("href")).toBe("/en-US/posts/1");
    fireEvent.click(post);
    expect(platform.openPost).toHaveBeenCalledWith(1);
    expect(screen.getByRole("link", { name: "Report this player" }).getAttribute("href")).toBe("/en-US/user/report?type=user&id=10001");
    // The showcase came from the server: the browser reads only the posts.
    expect(call.mock.calls.map(([endpoint]) => endpoint.path)).toEqual(["/interaction/user_posts"]);
  });

  it("has the profile and showcase the server read in its HTML and hydrates without a mismatch; the posts follow from the browser", async () => {
    const page = await hydrateFeature(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={SHOWCASE} />, { answers: ANSWERS });
    expect(page.html).toContain("Farm games in the morning.");
    expect(page.html).toContain('href="/en-US/products/5003?gameName=Farm+Story&amp;from=profile_10001"');
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("link", { name: /My Farm Story week/ })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/profile/showcase")).toEqual([]);
    expect(page.callsTo("/interaction/user_posts")).toHaveLength(1);
    page.unmount();
  });

  it("reads the showcase in the browser when the server could not, with a retry on failure", async () => {
    let down = true;
    const answers = { ...ANSWERS, "/profile/showcase": () => (down ? Promise.reject(new Error("down")) : SHOWCASE) };
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={null} />, { signedInAs: 20002, answers });
    expect(await screen.findByText("This player's games could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByTestId("public-bio").textContent).toBe("Farm games in the morning."));
  });

  it("offers no report of oneself", async () => {
    renderSocial(<PublicProfileScreen locale="en-US" profile={PLAYER} showcase={SHOWCASE} />, { signedInAs: 10001, answers: ANSWERS });
    await screen.findByRole("link", { name: "Open my profile" });
    expect(screen.queryByRole("link", { name: "Report this player" })).toBeNull();
  });

  it("says clearly when nobody has the id", () => {
    renderSocial(<PublicProfileNotFound locale="en-US" />, { signedInAs: null });
    expect(screen.getByText("This player does not exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/en-US");
  });
});
