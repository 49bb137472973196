import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { EditProfileScreen } from "./EditProfileScreen";
import { loadMyProfile } from "./load-my-profile";
import { myProfile } from "./testing";

vi.mock("server-only", () => ({}));

const PATH = profileEndpoints.myProfile.path;

const PROFILE = myProfile();

describe("/profile/edit", () => {
  it("shows the player's name, avatar and bio, each leading to its edit page", async () => {
    renderFeature(<EditProfileScreen locale="en-US" />, { answers: { [PATH]: () => PROFILE } });
    expect((await screen.findByTestId("profile-edit-name")).textContent).toBe("dev_player");
    expect(screen.getByText("Farming since day one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Bio" }).getAttribute("href")).toBe("/en-US/profile/edit/bio");
    expect(screen.getByRole("link", { name: "See my public profile" }).getAttribute("href")).toBe(`/en-US/profile/${PLAYER_ID}`);
  });

  it("loadMyProfile reads the player's own profile once, and leaves a failed read to the browser", async () => {
    const server = fakeApi({ [PATH]: () => PROFILE });
    expect(await loadMyProfile(server.client)).toEqual({ profile: PROFILE });
    expect(server.callsTo(PATH)).toEqual([{}]);
    const failing = fakeApi({
      [PATH]: () => {
        throw new Error("down");
      },
    });
    expect(await loadMyProfile(failing.client)).toEqual({ profile: null });
  });

  it("has the profile the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { [PATH]: () => PROFILE };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(answers).client) };
    const page = await hydrateFeature(<EditProfileScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("dev_player");
    expect(page.html).toContain("Farming since day one.");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("profile-edit-name").textContent).toBe("dev_player");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(PATH)).toEqual([]);
    page.unmount();
  });

  it("asks a guest to sign in, and reads the profile in the browser when the server's read failed, with a retry", async () => {
    const guest = renderFeature(<EditProfileScreen locale="en-US" />, { answers: { [PATH]: () => PROFILE }, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to edit your profile" })).toBeTruthy();
    expect(guest.callsTo(PATH)).toEqual([]);
    cleanup();
    let down = true;
    const flaky = { [PATH]: () => (down ? Promise.reject(new Error("down")) : PROFILE) };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(flaky).client) };
    expect(first.data.profile).toBeNull();
    const { callsTo } = renderFeature(<EditProfileScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your profile could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByTestId("profile-edit-name")).textContent).toBe("dev_player");
    expect(callsTo(PATH)).toEqual([{}, {}]);
  });

  it("asks for the player's own profile when the server read for another login", async () => {
    const theirs = { [PATH]: () => ({ ...PROFILE, user_id: PLAYER_ID + 1, username: "someone_else", bio: "" }) };
    const first = { userId: PLAYER_ID + 1, data: await loadMyProfile(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<EditProfileScreen locale="en-US" first={first} />, { answers: { [PATH]: () => PROFILE } });
    expect((await screen.findByTestId("profile-edit-name")).textContent).toBe("dev_player");
    expect(screen.queryByText("someone_else")).toBeNull();
    expect(callsTo(PATH)).toEqual([{}]);
  });
});
