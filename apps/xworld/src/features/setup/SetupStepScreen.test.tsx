import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadProfileForm } from "../profile-edit/load-profile-form";
import { myProfile } from "../profile-edit/testing";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import type { SetupStep } from "./setup-steps";
import { SetupStepScreen } from "./SetupStepScreen";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock("server-only", () => ({}));
beforeEach(() => push.mockClear());

/** A new player: nothing saved yet, the name the service gave them. */
const PROFILE = myProfile({ username: "player_10001", bio: "", setup: { name: false, avatar: false, language: false, finished: false } });
const AVATARS = Array.from({ length: 4 }, (_, avatar_id) => ({ avatar_id, url: `https://cdn.example/avatars/${avatar_id}.png` }));

const answers: Record<string, (input: unknown) => unknown> = {
  "/profile/my_profile": () => PROFILE,
  "/profile/avatar_choices": () => ({ list: AVATARS }),
  "/profile/update_name": (input) => ({ username: (input as { username: string }).username, name_change_after: null }),
  "/profile/update_avatar": (input) => ({ avatar_id: (input as { avatar_id: number }).avatar_id, avatar: "" }),
  "/profile/update_language": (input) => ({ language: (input as { language: string }).language }),
};

const serverReads = async (step: SetupStep, userId = PLAYER_ID, reads = answers) => ({ userId, data: await loadProfileForm(fakeApi(reads).client, { avatars: step === "avatar" }) });

describe("/user/setup/<step>", () => {
  it("saves a checked name once and goes on to the avatar; Skip leads on too", async () => {
    const { callsTo } = renderFeature(<SetupStepScreen locale="en-US" step="name" />, { answers });
    expect(await screen.findByRole("heading", { name: "What should players call you?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip" }).getAttribute("href")).toBe("/en-US/user/setup/avatar");
    const name = screen.getByLabelText("Player name");
    fireEvent.change(name, { target: { value: "ab" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("A name needs at least 3 characters.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "farm_fan.17" } });
    const save = screen.getByRole("button", { name: "Save and continue" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/user/setup/avatar"));
    expect(callsTo("/profile/update_name")).toEqual([{ username: "farm_fan.17" }]);
  });

  it("saves the language and continues to the overview in it", async () => {
    const { callsTo } = renderFeature(<SetupStepScreen locale="en-US" step="language" />, { answers });
    fireEvent.click(await screen.findByRole("radio", { name: "Tiếng Việt" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/vi-VN/user/setup"));
    expect(callsTo("/profile/update_language")).toEqual([{ language: "vi-VN" }]);
    expect(screen.getByRole("link", { name: "Skip" }).getAttribute("href")).toBe("/en-US/user/setup");
  });

  describe("with the reads the server made for the page", () => {
    it("has the step, the player's name and Skip in its HTML, hydrates without reading the profile, and saves once", async () => {
      const page = await hydrateFeature(<SetupStepScreen locale="en-US" step="name" first={await serverReads("name")} />, { answers });
      expect(page.html).toContain("What should players call you?");
      expect(page.html).toContain('value="player_10001"');
      expect(page.html).toContain('href="/en-US/user/setup/avatar"');
      expect(page.html).toContain('aria-busy="true"');
      expect(page.recoverable).toEqual([]);
      const view = within(page.container);
      await waitFor(() => expect((view.getByLabelText("Player name") as HTMLInputElement).disabled).toBe(false));
      fireEvent.change(view.getByLabelText("Player name"), { target: { value: "farm_fan.17" } });
      const save = view.getByRole("button", { name: "Save and continue" });
      fireEvent.click(save);
      fireEvent.click(save);
      await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/user/setup/avatar"));
      expect(page.callsTo("/profile/update_name")).toEqual([{ username: "farm_fan.17" }]);
      expect(page.callsTo("/profile/my_profile")).toEqual([]);
      page.unmount();
    });

    it("has the avatars in its HTML and saves one with no read of them", async () => {
      const page = await hydrateFeature(<SetupStepScreen locale="en-US" step="avatar" first={await serverReads("avatar")} />, { answers });
      expect(page.html).toContain("Pick your picture");
      expect(page.html).toContain("https://cdn.example/avatars/3.png");
      expect(page.recoverable).toEqual([]);
      const view = within(page.container);
      await waitFor(() => expect((view.getByRole("radio", { name: "Avatar 4" }) as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(view.getByRole("radio", { name: "Avatar 4" }));
      fireEvent.click(view.getByRole("button", { name: "Save and continue" }));
      await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/user/setup/language"));
      expect(page.callsTo("/profile/update_avatar")).toEqual([{ avatar_id: 3 }]);
      expect(page.callsTo("/profile/avatar_choices")).toEqual([]);
      expect(page.callsTo("/profile/my_profile")).toEqual([]);
      page.unmount();
    });

    it("has the languages in its HTML, the page's marked until the player has saved one", async () => {
      const page = await hydrateFeature(<SetupStepScreen locale="vi-VN" step="language" first={await serverReads("language")} />, { answers });
      expect(page.html).toMatch(/<input id="language-vi-VN"[^>]*checked=""/);
      expect(page.html).toContain(">English<");
      expect(page.recoverable).toEqual([]);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(page.callsTo("/profile/my_profile")).toEqual([]);
      page.unmount();
    });

    it("reads the profile in the browser when the server's read failed, with a retry; asks a guest to sign in", async () => {
      let down = true;
      const flaky = { ...answers, "/profile/my_profile": () => (down ? Promise.reject(new Error("down")) : PROFILE) };
      const first = await serverReads("name", PLAYER_ID, flaky);
      expect(first.data.profile).toBeNull();
      const { callsTo } = renderFeature(<SetupStepScreen locale="en-US" step="name" first={first} />, { answers: flaky });
      expect(await screen.findByText("Your profile could not load.")).toBeTruthy();
      down = false;
      fireEvent.click(screen.getByRole("button", { name: "Retry" }));
      expect(((await screen.findByLabelText("Player name")) as HTMLInputElement).value).toBe("player_10001");
      expect(callsTo("/profile/my_profile")).toEqual([{}, {}]);
      cleanup();
      const guest = renderFeature(<SetupStepScreen locale="en-US" step="name" />, { answers, loggedIn: false, hasInit: true });
      expect(await screen.findByRole("heading", { name: "Sign in to set up your profile" })).toBeTruthy();
      expect(guest.callsTo("/profile/my_profile")).toEqual([]);
    });

    it("asks for the player's own profile when the server read for another login", async () => {
      const theirs = { ...answers, "/profile/my_profile": () => myProfile({ user_id: PLAYER_ID + 1, username: "someone_else" }) };
      const { callsTo } = renderFeature(<SetupStepScreen locale="en-US" step="name" first={await serverReads("name", PLAYER_ID + 1, theirs)} />, { answers });
      await waitFor(() => expect((screen.getByLabelText("Player name") as HTMLInputElement).value).toBe("player_10001"));
      expect(callsTo("/profile/my_profile")).toEqual([{}]);
    });
  });
});
