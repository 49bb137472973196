import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { EditFieldScreen } from "./EditFieldScreen";
import { myProfile } from "./testing";
import type { ProfileField } from "./profile-edit-paths";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));
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
