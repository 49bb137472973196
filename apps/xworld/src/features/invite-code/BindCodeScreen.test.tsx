import { BusinessError } from "@repo/api-client/errors";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { BindCodeScreen } from "./BindCodeScreen";
import type { InviteBinding } from "./invite-binding";
import { type BindingFirst, loadInviteBinding } from "./load-invite-binding";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/en-US/user/bindCode" }));
beforeEach(() => router.refresh.mockClear());

const INVITER = { user_id: 10011, username: "friend_eleven", avatar: "https://cdn.example/a/11.png" };
const UNBOUND: InviteBinding = { inviter: null, bound_at: null, own_code: String(PLAYER_ID) };
const BOUND: InviteBinding = { inviter: INVITER, bound_at: 1_781_492_400, own_code: String(PLAYER_ID) };
const bindAnswer = () => ({ inviter: INVITER, bound_at: 1_781_492_400 });

const serverFirst = (binding: InviteBinding | null, userId = PLAYER_ID): PlayerFirst<BindingFirst> => ({ userId, data: { binding } });
/** The form's working control (the server's disabled preview is replaced by it once the part loads). */
const working = (within: Pick<typeof screen, "getAllByRole">, role: "textbox" | "button", name: string) =>
  waitFor(() => {
    const found = within.getAllByRole(role, { name }).filter((element) => !element.hasAttribute("disabled"));
    expect(found).toHaveLength(1);
    return found[0]!;
  });

const unknownCode = () => {
  throw new BusinessError({ service: "user", method: "POST", path: "/user/bind_invite_code", url: "" }, 1002, "No such player");
};

describe("/user/bindCode rendered on the server for the player it was read for", () => {
  it("reads the binding with the player's login, and leaves a failed read to the browser", async () => {
    const server = fakeApi({ "/user/invite_binding": () => BOUND });
    expect(await loadInviteBinding(server.client)).toEqual({ binding: BOUND });
    expect(server.callsTo("/user/invite_binding")).toEqual([{}]);
    expect(await loadInviteBinding(fakeApi({}).client)).toEqual({ binding: null });
  });

  it("has the own code and the form's place in its HTML, hydrates without a read, then the form binds once and renders the page again", async () => {
    const page = await hydrateFeature(<BindCodeScreen locale="en-US" first={serverFirst(UNBOUND)} />, {
      answers: { "/user/bind_invite_code": bindAnswer },
    });
    expect(page.html).toContain(`>${PLAYER_ID}</p>`);
    expect(page.html).toContain("Who invited you?");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).not.toContain('name="invite_code"');
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    fireEvent.change(await working(view, "textbox", "Inviter's code"), { target: { value: "10011" } });
    const button = await working(view, "button", "Confirm code");
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await view.findByTestId("inviter-name")).textContent).toBe("friend_eleven");
    expect(page.callsTo("/user/bind_invite_code")).toEqual([{ invite_code: "10011" }]);
    expect(page.callsTo("/user/invite_binding")).toEqual([]);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    page.unmount();
  });

  it("draws who invited the player in its HTML, with no form", async () => {
    const page = await hydrateFeature(<BindCodeScreen locale="en-US" first={serverFirst(BOUND)} />, { answers: {} });
    expect(page.html).toContain('data-testid="inviter-name">friend_eleven<');
    expect(page.html).toContain("It cannot be changed.");
    expect(page.html).not.toContain("Who invited you?");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("button", { name: "Copy your code" })).toBeTruthy();
    expect(page.callsTo("/user/invite_binding")).toEqual([]);
    page.unmount();
  });

  it("keeps the form's checks and says the server's refusal", async () => {
    const { callsTo } = renderFeature(<BindCodeScreen locale="en-US" first={serverFirst(UNBOUND)} />, {
      answers: { "/user/bind_invite_code": unknownCode },
    });
    const confirm = async () => fireEvent.click(await working(screen, "button", "Confirm code"));
    await confirm();
    expect(await screen.findByText("Enter the code your friend gave you.")).toBeTruthy();
    fireEvent.change(await working(screen, "textbox", "Inviter's code"), { target: { value: String(PLAYER_ID) } });
    expect(await screen.findByText("This is your own code. Enter your friend's.")).toBeTruthy();
    fireEvent.change(await working(screen, "textbox", "Inviter's code"), { target: { value: "99999" } });
    await confirm();
    expect(await screen.findByText("No player has this code. Check it with your friend.")).toBeTruthy();
    expect(callsTo("/user/bind_invite_code")).toEqual([{ invite_code: "99999" }]);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("reads the binding in the browser when the server's read failed, with Retry", async () => {
    let fail = true;
    const { callsTo } = renderFeature(<BindCodeScreen locale="en-US" first={serverFirst(null)} />, {
      answers: {
        "/user/invite_binding": () => {
          if (fail) throw new Error("offline");
          return BOUND;
        },
      },
    });
    expect(await screen.findByText("Your invitation could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByTestId("inviter-name")).textContent).toBe("friend_eleven");
    expect(callsTo("/user/invite_binding").length).toBeGreaterThanOrEqual(2);
  });

  it("reads the binding in the browser for another login, and asks a guest to sign in", async () => {
    const other = renderFeature(<BindCodeScreen locale="en-US" first={serverFirst(BOUND, PLAYER_ID + 1)} />, {
      answers: { "/user/invite_binding": () => UNBOUND },
    });
    expect(await screen.findByRole("textbox", { name: "Inviter's code" })).toBeTruthy();
    expect(screen.queryByTestId("inviter-name")).toBeNull();
    expect(other.callsTo("/user/invite_binding")).toEqual([{}]);
    other.unmount();
    renderFeature(<BindCodeScreen locale="en-US" first={null} />, { answers: {}, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to enter an inviter's code" })).toBeTruthy();
  });
});
