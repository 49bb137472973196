import { tgHostEndpoints } from "@repo/api-client/endpoints/tg-host";
import { dialogAtom } from "@repo/session/stores/common";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvitePanel } from "./InvitePanel";
import { renderSocial, type SocialHarnessOptions } from "./test-harness";
import { useInviteLink } from "./use-invite-link";

const REWARD = { coin_name: "XB", inviter_reward: 1000, invitee_reward: 500, rules: [] };
const LINK = `${window.location.origin}/r/10001`;
const DEFAULT_MESSAGE = "Join me on XWorld: play games, finish tasks and earn rewards. Sign up with my invite link and get 500.00 XB!";

function Subject() {
  return <InvitePanel locale="en-US" invite={useInviteLink()} reward={REWARD} />;
}

function setup(options: SocialHarnessOptions = {}) {
  return renderSocial(<Subject />, options);
}

let clipboard: string[];
beforeEach(() => {
  clipboard = [];
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText: vi.fn(async (text: string) => void clipboard.push(text)) },
  });
});
afterEach(() => vi.restoreAllMocks());

const shareButton = () => screen.getByRole("button", { name: "Share invite" });
const message = () => screen.getByRole("textbox", { name: "Invitation message" });

describe("InvitePanel", () => {
  it("shows the player's code and short link, and copies them", async () => {
    const { toastMessages } = setup();
    expect(await screen.findByText("10001")).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy invite link" }));
    await waitFor(() => expect(toastMessages()).toEqual([["success", "Copied"]]));
    expect(clipboard).toEqual([LINK]);
  });

  it("opens the share dialog with the invitation, which names the friend's reward, and the link", async () => {
    const { store, platform } = setup();
    await screen.findByText(LINK);
    expect((message() as HTMLTextAreaElement).value).toBe(DEFAULT_MESSAGE);
    fireEvent.click(shareButton());
    await waitFor(() => expect(store.get(dialogAtom)).toEqual({ name: "share", props: { text: DEFAULT_MESSAGE, url: LINK } }));
    expect(platform.share).not.toHaveBeenCalled();
  });

  it("shares the message as the player edited it", async () => {
    const { store } = setup();
    await screen.findByText(LINK);
    fireEvent.change(message(), { target: { value: "Come play with me" } });
    fireEvent.click(shareButton());
    await waitFor(() => expect(store.get(dialogAtom)).toEqual({ name: "share", props: { text: "Come play with me", url: LINK } }));
  });

  it("warns that sharing failed when the message is empty, and shares nothing", async () => {
    const { store } = setup();
    await screen.findByText(LINK);
    fireEvent.change(message(), { target: { value: "   " } });
    fireEvent.click(shareButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Share failed, text is empty");
    expect(store.get(dialogAtom)).toBeNull();
    expect(message().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(message(), { target: { value: "Hi" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("hands the invitation to the host's share sheet where there is one, and says when it fails", async () => {
    const share = vi.fn(async () => ({ ok: false as const, reason: "failed" as const }));
    const { store, toastMessages } = setup({ platform: { share, capabilities: { nativeShare: true } } });
    await screen.findByText(LINK);
    fireEvent.click(shareButton());
    await waitFor(() => expect(toastMessages()).toEqual([["error", "Sharing failed. Try again."]]));
    expect(share).toHaveBeenCalledWith(DEFAULT_MESSAGE, LINK);
    expect(store.get(dialogAtom)).toBeNull();
  });

  it("inside Telegram invites with the bot's link from the Telegram host", async () => {
    const botLink = "https://t.me/xworld_dev_bot?startapp=10001_invite";
    const { call, store } = setup({
      platform: { kind: "telegram" },
      answers: { [tgHostEndpoints.inviteUrl.path]: () => ({ invite_url: botLink, start_param: "10001_invite" }) },
    });
    expect(await screen.findByText(botLink)).toBeTruthy();
    expect(screen.getByText("Telegram invite link")).toBeTruthy();
    expect(call).toHaveBeenCalledWith(tgHostEndpoints.inviteUrl, { bot_name: "xworld_dev_bot" }, expect.anything());
    fireEvent.click(shareButton());
    await waitFor(() => expect(store.get(dialogAtom)).toMatchObject({ props: { url: botLink } }));
  });
});
