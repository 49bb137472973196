import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { EditFieldScreen } from "./EditFieldScreen";
import { loadProfileForm } from "./load-profile-form";
import { myProfile } from "./testing";
import type { ProfileField } from "./profile-edit-paths";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));
vi.mock("server-only", () => ({}));
beforeEach(() => push.mockClear());

const PROFILE = myProfile();
const AVATARS = Array.from({ length: 6 }, (_, avatar_id) => ({ avatar_id, url: `https://cdn.example/avatars/${avatar_id}.png` }));

function setup(field: ProfileField, answers: Record<string, (input: unknown) => unknown> = {}) {
  return renderFeature(<EditFieldScreen locale="en-US" field={field} />, {
    answers: {
      "/profile/my_profile": () => PROFILE,
      "/profile/avatar_choices": () => ({ list: AVATARS }),
      "/profile/update_avatar": (input) => {
        const { avatar_id } = input as { avatar_id: number };
        return { avatar_id, avatar: `https://cdn.example/avatars/${avatar_id}.png` };
      },
      "/profile/update_bio": (input) => ({ bio: (input as { bio: string }).bio }),
      ...answers,
    },
  });
}

const toastTexts = (toasts: ReturnType<typeof setup>["toasts"]) => toasts.getSnapshot().map((toast) => [toast.tone, toast.message]);

describe("/profile/edit/avatar", () => {
  it("starts on the current avatar, saves the chosen one once, and goes back to the profile", async () => {
    const { callsTo, toasts, invalidated } = setup("avatar");
    expect(((await screen.findByRole("radio", { name: "Avatar 3" })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Avatar 5" }));
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/profile/edit"));
    expect(callsTo("/profile/update_avatar")).toEqual([{ avatar_id: 4 }]);
    expect(toastTexts(toasts)).toEqual([["success", "Your avatar is saved."]]);
    expect(invalidated()).toContainEqual(["api", "profile", "/profile/my_profile"]);
  });

  it("says why saving failed and stays on the page", async () => {
    const { toasts } = setup("avatar", {
      "/profile/update_avatar": () => {
        throw new BusinessError({ service: "profile", method: "POST", path: "/profile/update_avatar", url: "" }, 1002, "No such avatar");
      },
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Avatar 6" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No such avatar");
    expect(push).not.toHaveBeenCalled();
    expect(toastTexts(toasts)).toEqual([]);
  });
});

describe("/profile/edit/bio", () => {
  it.each([
    ["a".repeat(161), "A bio can have at most 160 characters."],
    ["one\ntwo\nthree\nfour\nfive", "A bio can have at most 4 lines."],
    ["Find me at www.example.org", "A bio cannot hold links or web addresses."],
  ])("refuses %j and sends nothing", async (bio, message) => {
    const { callsTo } = setup("bio");
    fireEvent.change(await screen.findByLabelText("About you"), { target: { value: bio } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(callsTo("/profile/update_bio")).toEqual([]);
    expect(push).not.toHaveBeenCalled();
  });

  it("starts on the current bio and saves the new one, trimmed, once", async () => {
    const { callsTo, toasts } = setup("bio");
    const field = (await screen.findByLabelText("About you")) as HTMLTextAreaElement;
    expect(field.value).toBe("Farming since day one.");
    fireEvent.change(field, { target: { value: "  Pets, pools and a lucky code a day.\n" } });
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/profile/edit"));
    expect(callsTo("/profile/update_bio")).toEqual([{ bio: "Pets, pools and a lucky code a day." }]);
    expect(toastTexts(toasts)).toEqual([["success", "Your bio is saved."]]);
  });
});

describe("/profile/edit/<field> with the reads the server made for the page", () => {
  const answers: Record<string, (input: unknown) => unknown> = {
    "/profile/my_profile": () => PROFILE,
    "/profile/avatar_choices": () => ({ list: AVATARS }),
    "/profile/update_name": (input: unknown) => ({ username: (input as { username: string }).username, name_change_after: null }),
    "/profile/update_avatar": (input: unknown) => ({ avatar_id: (input as { avatar_id: number }).avatar_id, avatar: "" }),
  };
  const serverReads = async (field: ProfileField, userId = PLAYER_ID, reads: typeof answers = answers) => ({
    userId,
    data: await loadProfileForm(fakeApi(reads).client, { avatars: field === "avatar" }),
  });

  it("reads the profile, and the avatars only for the avatar page; a failed read is left to the browser", async () => {
    const server = fakeApi(answers);
    expect(await loadProfileForm(server.client, { avatars: false })).toEqual({ profile: PROFILE, avatars: null });
    expect(await loadProfileForm(server.client, { avatars: true })).toEqual({ profile: PROFILE, avatars: AVATARS });
    expect(server.callsTo("/profile/my_profile")).toEqual([{}, {}]);
    expect(server.callsTo("/profile/avatar_choices")).toEqual([{}]);
    const down = () => Promise.reject(new Error("down"));
    expect(await loadProfileForm(fakeApi({ "/profile/my_profile": down, "/profile/avatar_choices": down }).client, { avatars: true })).toEqual({ profile: null, avatars: null });
  });

  it("has the player's name in the form's place in its HTML, hydrates without reading it, and saves a checked name once", async () => {
    const page = await hydrateFeature(<EditFieldScreen locale="en-US" field="name" first={await serverReads("name")} />, { answers });
    expect(page.html).toContain('value="dev_player"');
    expect(page.html).toContain("Other players see this name. 3 to 20 letters, digits, _ or .");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    await waitFor(() => expect((view.getByLabelText("Player name") as HTMLInputElement).disabled).toBe(false));
    const name = view.getByLabelText("Player name") as HTMLInputElement;
    expect(name.value).toBe("dev_player");
    fireEvent.change(name, { target: { value: "a b" } });
    fireEvent.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Use letters, digits, _ and . only, starting with a letter or digit.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Minh.Anh" } });
    const save = view.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/profile/edit"));
    expect(page.callsTo("/profile/update_name")).toEqual([{ username: "Minh.Anh" }]);
    expect(page.callsTo("/profile/my_profile")).toEqual([]);
    page.unmount();
  });

  it("says from when a name changed lately may change again, in the HTML", async () => {
    // 1 Dec 2026 10:00 UTC, 17:00 in the product's UTC+7.
    const changed = { ...answers, "/profile/my_profile": () => myProfile({ name_change_after: 1_796_119_200 }) };
    const page = await hydrateFeature(<EditFieldScreen locale="en-US" field="name" first={await serverReads("name", PLAYER_ID, changed)} />, { answers: changed });
    expect(page.html).toMatch(/You can change your name again from [^<]*17:00/);
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("has the avatars with the player's marked in its HTML and saves the chosen one with no read of them", async () => {
    const page = await hydrateFeature(<EditFieldScreen locale="en-US" field="avatar" first={await serverReads("avatar")} />, { answers });
    expect(page.html).toContain("https://cdn.example/avatars/5.png");
    expect(page.html).toMatch(/<input id="avatar-2"[^>]*checked=""/);
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    await waitFor(() => expect((view.getByRole("radio", { name: "Avatar 6" }) as HTMLInputElement).disabled).toBe(false));
    expect((view.getByRole("radio", { name: "Avatar 3" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(view.getByRole("radio", { name: "Avatar 6" }));
    fireEvent.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/en-US/profile/edit"));
    expect(page.callsTo("/profile/update_avatar")).toEqual([{ avatar_id: 5 }]);
    expect(page.callsTo("/profile/avatar_choices")).toEqual([]);
    expect(page.callsTo("/profile/my_profile")).toEqual([]);
    page.unmount();
  });

  it("has the bio with its counter in its HTML, not yet usable, then the form", async () => {
    const page = await hydrateFeature(<EditFieldScreen locale="en-US" field="bio" first={await serverReads("bio")} />, { answers });
    expect(page.html).toMatch(/<textarea[^>]*disabled=""[^>]*>Farming since day one.<\/textarea>/);
    expect(page.html).toMatch(/>22(<!-- -->)? \/ (<!-- -->)?160</);
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    await waitFor(() => expect((view.getByLabelText("About you") as HTMLTextAreaElement).disabled).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/profile/my_profile")).toEqual([]);
    page.unmount();
  });

  it("reads the profile in the browser when the server's read failed, with a retry; asks a guest to sign in", async () => {
    let down = true;
    const flaky = { ...answers, "/profile/my_profile": () => (down ? Promise.reject(new Error("down")) : PROFILE) };
    const first = await serverReads("bio", PLAYER_ID, flaky);
    expect(first.data.profile).toBeNull();
    const { callsTo } = renderFeature(<EditFieldScreen locale="en-US" field="bio" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your profile could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(((await screen.findByLabelText("About you")) as HTMLTextAreaElement).value).toBe("Farming since day one.");
    expect(callsTo("/profile/my_profile")).toEqual([{}, {}]);
    cleanup();
    const guest = renderFeature(<EditFieldScreen locale="en-US" field="name" />, { answers, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to edit your profile" })).toBeTruthy();
    expect(guest.callsTo("/profile/my_profile")).toEqual([]);
  });

  it("asks for the player's own profile when the server read for another login", async () => {
    const theirs = { ...answers, "/profile/my_profile": () => myProfile({ user_id: PLAYER_ID + 1, username: "someone_else" }) };
    const { callsTo } = renderFeature(<EditFieldScreen locale="en-US" field="name" first={await serverReads("name", PLAYER_ID + 1, theirs)} />, { answers });
    await waitFor(() => expect((screen.getByLabelText("Player name") as HTMLInputElement).value).toBe("dev_player"));
    expect(callsTo("/profile/my_profile")).toEqual([{}]);
  });
});
