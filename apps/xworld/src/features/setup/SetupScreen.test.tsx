import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadMyProfile } from "../profile-edit/load-my-profile";
import { myProfile } from "../profile-edit/testing";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { SetupScreen } from "./SetupScreen";

vi.mock("server-only", () => ({}));

const PATH = profileEndpoints.myProfile.path;

/** A new player who has saved a name and nothing else yet. */
const PROFILE = myProfile({ bio: "", setup: { name: true, avatar: false, language: false, finished: false } });

const progressText = (container: HTMLElement) => within(container).getByRole("progressbar").getAttribute("aria-valuetext");

describe("/user/setup", () => {
  it("shows the steps with what each holds and continues at the first open one", async () => {
    renderFeature(<SetupScreen locale="en-US" />, { answers: { [PATH]: () => PROFILE } });
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuetext")).toBe("1 of 3 steps");
    expect(screen.getByText("dev_player")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/en-US/user/setup/avatar");
  });

  it("reads the player's own profile on the server with the loader /profile/edit shares", async () => {
    const server = fakeApi({ [PATH]: () => PROFILE });
    expect(await loadMyProfile(server.client)).toEqual({ profile: PROFILE });
    expect(server.callsTo(PATH)).toEqual([{}]);
  });

  it("has the setup the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { [PATH]: () => PROFILE };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(answers).client) };
    const page = await hydrateFeature(<SetupScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("dev_player");
    expect(page.html).toContain("1 of 3 steps");
    expect(page.recoverable).toEqual([]);
    expect(progressText(page.container)).toBe("1 of 3 steps");
    expect(within(page.container).getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/en-US/user/setup/avatar");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(PATH)).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own profile when the server read for another login", async () => {
    const theirs = { [PATH]: () => ({ ...PROFILE, user_id: PLAYER_ID + 1, username: "someone_else", setup: { name: true, avatar: true, language: true, finished: true } }) };
    const first = { userId: PLAYER_ID + 1, data: await loadMyProfile(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<SetupScreen locale="en-US" first={first} />, { answers: { [PATH]: () => PROFILE } });
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuetext")).toBe("1 of 3 steps");
    expect(screen.queryByText("someone_else")).toBeNull();
    expect(screen.queryByText("Your profile is set up")).toBeNull();
    expect(callsTo(PATH)).toEqual([{}]);
  });
});
