import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadMyProfile } from "../profile-edit/load-my-profile";
import { myProfile } from "../profile-edit/testing";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { SetupScreen } from "./SetupScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  router.refresh.mockClear();
});

const PATH = profileEndpoints.myProfile.path;
const FINISH = profileEndpoints.finishSetup.path;

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

  it("finishes once per tap on the server's page, and renders the page again on the server after it", async () => {
    let release = () => {};
    const answers = {
      [PATH]: () => PROFILE,
      [FINISH]: () => new Promise<Record<string, never>>((resolve) => (release = () => resolve({}))),
    };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<SetupScreen locale="en-US" first={first} />, { answers });
    const finish = await screen.findByRole("button", { name: "Finish later with the defaults" });
    fireEvent.click(finish);
    fireEvent.click(finish);
    await waitFor(() => expect(callsTo(FINISH)).toEqual([{}]));
    expect(router.refresh).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo(PATH)).toEqual([]);
  });

  it("says why finishing failed, and lets the player try again", async () => {
    let down = true;
    const answers = { [PATH]: () => PROFILE, [FINISH]: () => (down ? Promise.reject(new Error("down")) : {}) };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<SetupScreen locale="en-US" first={first} />, { answers });
    fireEvent.click(await screen.findByRole("button", { name: "Finish later with the defaults" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Finish later with the defaults" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo(FINISH)).toEqual([{}, {}]);
  });

  it("asks a guest to sign in, and reads the setup in the browser when the server's read failed, with a retry", async () => {
    const guest = renderFeature(<SetupScreen locale="en-US" />, { answers: { [PATH]: () => PROFILE }, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to set up your profile" })).toBeTruthy();
    expect(guest.callsTo(PATH)).toEqual([]);
    cleanup();
    let down = true;
    const flaky = { [PATH]: () => (down ? Promise.reject(new Error("down")) : PROFILE) };
    const first = { userId: PLAYER_ID, data: await loadMyProfile(fakeApi(flaky).client) };
    expect(first.data.profile).toBeNull();
    const { callsTo } = renderFeature(<SetupScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your profile could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuetext")).toBe("1 of 3 steps");
    expect(callsTo(PATH)).toEqual([{}, {}]);
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
