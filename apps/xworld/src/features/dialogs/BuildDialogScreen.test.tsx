import { type PopupDialog, popupDialog } from "@repo/api-client/endpoints/popups";
import { BusinessError } from "@repo/api-client/errors";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { BuildDialogScreen } from "./BuildDialogScreen";
import type { PopupFirst } from "./load-popup";

const push = vi.fn();
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, back: vi.fn() }) }));
beforeEach(() => {
  push.mockClear();
  replace.mockClear();
});

const POPUP: PopupDialog = {
  popup_id: 4,
  title: "Double rewards weekend",
  image: "https://cdn.example/popups/4.png",
  body: [{ type: "text", text: "Every task pays twice until Sunday." }],
  link: "/task",
  button_text: "See the tasks",
  show_once: true,
  seen: false,
};

vi.mock("server-only", () => ({}));

function setup(popup: Partial<PopupDialog> | (() => never) = {}, { loggedIn = true, first }: { loggedIn?: boolean; first?: ViewerFirst<PopupFirst | undefined> } = {}) {
  return renderFeature(<BuildDialogScreen locale="en-US" popupId={4} first={first} />, {
    loggedIn,
    answers: {
      "/popups/popup": typeof popup === "function" ? popup : () => ({ ...POPUP, ...popup }),
      "/popups/mark_seen": () => ({ ok: true }),
    },
  });
}

describe("/buildDialog/[popupId]", () => {
  it("shows the popup's title, picture and text as a dialog", async () => {
    const { callsTo } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Double rewards weekend" });
    expect(within(dialog).getByText("Every task pays twice until Sunday.")).toBeTruthy();
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/popups/4.png");
    expect(callsTo("/popups/popup")).toEqual([{ popup_id: 4 }]);
  });

  it("follows an app path in place and marks the popup seen", async () => {
    const { callsTo, platform } = setup();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "See the tasks" }));
    expect(push).toHaveBeenCalledExactlyOnceWith("/en-US/task");
    expect(platform.openLink).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo("/popups/mark_seen")).toEqual([{ popup_id: 4 }]));
  });

  it("opens an http(s) address through the platform", async () => {
    const { platform } = setup({ link: "https://partner.example/offer?id=4", button_text: "Open the offer" });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Open the offer" }));
    expect(platform.openLink).toHaveBeenCalledExactlyOnceWith("https://partner.example/offer?id=4");
    expect(push).not.toHaveBeenCalled();
  });

  it.each(["javascript:alert(document.cookie)", "//evil.example/x", "data:text/html,<script>alert(1)</script>", "https://user:pw@evil.example/"])(
    "never follows %s: the contract refuses it, and the screen offers only to close",
    async (link) => {
      expect(popupDialog.safeParse({ ...POPUP, link }).success).toBe(false);
      const { platform } = setup({ link, button_text: "Claim now" });
      const dialog = await screen.findByRole("dialog", { name: "Double rewards weekend" });
      expect(within(dialog).queryByRole("button", { name: "Claim now" })).toBeNull();
      fireEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
      expect(platform.openLink).not.toHaveBeenCalled();
      expect(push).not.toHaveBeenCalled();
      expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US");
    },
  );

  it("closes to the home page when opened directly, marking it seen for a signed-in player only", async () => {
    const player = setup({ link: "", button_text: "" });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Got it" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US");
    await waitFor(() => expect(player.callsTo("/popups/mark_seen")).toEqual([{ popup_id: 4 }]));
    player.unmount();

    const guest = setup({}, { loggedIn: false });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(replace).toHaveBeenCalledTimes(2);
    expect(guest.callsTo("/popups/mark_seen")).toEqual([]);
  });

  it("draws the server's read at once, without reading the popup again", async () => {
    const { callsTo } = setup({ title: "Triple rewards weekend" }, { first: { userId: PLAYER_ID, data: { popup: POPUP } } });
    // The server's popup, in the first render (the page's HTML has it).
    expect(screen.getByRole("dialog", { name: "Double rewards weekend" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo("/popups/popup")).toEqual([]);
  });

  it("says at once that a popup the server found ended has ended, without asking again", () => {
    const { callsTo } = setup({}, { first: { userId: null, data: { ended: true } } });
    expect(screen.getByText("This message has ended.")).toBeTruthy();
    expect(callsTo("/popups/popup")).toEqual([]);
  });

  it("reads the popup in the browser only when the server's read failed", async () => {
    const { callsTo } = setup({}, { first: { userId: PLAYER_ID, data: undefined } });
    expect(await screen.findByRole("dialog", { name: "Double rewards weekend" })).toBeTruthy();
    expect(callsTo("/popups/popup")).toEqual([{ popup_id: 4 }]);
  });

  it("says an ended popup has ended", async () => {
    setup(() => {
      throw new BusinessError({ service: "popups", method: "POST", path: "/popups/popup", url: "" }, 1002, "No such popup");
    });
    expect(await screen.findByText("This message has ended.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/en-US");
  });
});

describe("/buildDialog/[popupId] from the server", () => {
  const answers = { "/popups/mark_seen": () => ({ ok: true }) };

  it("has the dialog, its picture, text and button in its HTML, hydrates without a read, and its button leads on marking it seen", async () => {
    const page = await hydrateFeature(<BuildDialogScreen locale="en-US" popupId={4} first={{ userId: PLAYER_ID, data: { popup: POPUP } }} />, { answers });
    expect(page.html).toMatch(/<div[^>]*role="dialog"/);
    expect(page.html).toContain("Every task pays twice until Sunday.");
    expect(page.html).toContain('src="https://cdn.example/popups/4.png"');
    expect(page.html).toContain(">See the tasks<");
    expect(page.recoverable).toEqual([]);
    fireEvent.click(within(page.container).getByRole("button", { name: "See the tasks" }));
    expect(push).toHaveBeenCalledExactlyOnceWith("/en-US/task");
    await waitFor(() => expect(page.callsTo("/popups/mark_seen")).toEqual([{ popup_id: 4 }]));
    expect(page.callsTo("/popups/popup")).toEqual([]);
    page.unmount();
  });

  it("does not mark again a popup the server read as seen by this player, but does for another login", async () => {
    const seen = { ...POPUP, seen: true };
    const same = await hydrateFeature(<BuildDialogScreen locale="en-US" popupId={4} first={{ userId: PLAYER_ID, data: { popup: seen } }} />, { answers });
    fireEvent.click(within(same.container).getByRole("button", { name: "See the tasks" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(same.callsTo("/popups/mark_seen")).toEqual([]);
    same.unmount();
    const other = await hydrateFeature(<BuildDialogScreen locale="en-US" popupId={4} first={{ userId: PLAYER_ID + 1, data: { popup: seen } }} />, { answers });
    fireEvent.click(within(other.container).getByRole("button", { name: "See the tasks" }));
    await waitFor(() => expect(other.callsTo("/popups/mark_seen")).toEqual([{ popup_id: 4 }]));
    other.unmount();
  });

  it("offers only to close a link it may not follow, in the HTML too", async () => {
    const page = await hydrateFeature(
      <BuildDialogScreen locale="en-US" popupId={4} first={{ userId: null, data: { popup: { ...POPUP, link: "javascript:alert(1)", button_text: "Claim now" } } }} />,
      { answers, loggedIn: false },
    );
    expect(page.html).not.toContain("Claim now");
    expect(page.html).toContain(">Got it<");
    fireEvent.click(within(page.container).getByRole("button", { name: "Got it" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US");
    expect(page.callsTo("/popups/mark_seen")).toEqual([]);
    page.unmount();
  });
});
