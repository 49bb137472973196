import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { rememberFollowAuth } from "./follow-authorize";
import { FollowTaskScreen } from "./FollowTaskScreen";
import { loadFollowTask } from "./load-follow-task";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => {
  router.refresh.mockClear();
  router.replace.mockClear();
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
});
afterEach(() => vi.useRealTimers());

const ACCOUNTS = [
  { account_id: "xworld_official", name: "@xworld_official", avatar: "", reward: 100, coin_name: "XB" },
  { account_id: "xworld_news", name: "@xworld_news", avatar: "", reward: 200, coin_name: "XB" },
];
const GET_FOLLOWING = { service: "user", method: "POST", path: "/api/social_media/get_following", url: "" } as const;

/** The user service as the dev API keeps it: a checked follow is followed from then on. */
function userService({ linked = true, followed = ["xworld_official"], following }: { linked?: boolean; followed?: string[]; following?: (input: unknown) => unknown } = {}) {
  const follows = new Set(followed);
  const toAccount = ({ account_id, name, avatar }: (typeof ACCOUNTS)[number]) => ({ account_id, name, avatar });
  return {
    "/api/social_media/need_authorize": (_input?: unknown) => ({ need_authorize: !linked, authorize_url: "https://dev.example/oauth/authorize?provider=x" }),
    "/api/social_media/get_follow_list": () => ({ list: ACCOUNTS.map((account) => ({ ...account, followed: follows.has(account.account_id) })) }),
    "/api/social_media/get_following": following ?? (() => ({ list: ACCOUNTS.filter((account) => follows.has(account.account_id)).map(toAccount) })),
    "/api/social_media/check_follow_status": (input: unknown) => {
      const { account_id } = input as { account_id: string };
      const fresh = !follows.has(account_id);
      follows.add(account_id);
      return { followed: true, reward: fresh ? (ACCOUNTS.find((account) => account.account_id === account_id)?.reward ?? 0) : 0 };
    },
    "/api/social_media/get_token": () => ({ media_type: "x", access_token: "token", expires_in: 3_600, account_name: "dev_player" }),
  };
}

function setup(options: Parameters<typeof userService>[0] = {}) {
  return renderFeature(<FollowTaskScreen locale="en-US" media="x" />, { answers: userService(options) });
}

const followingSection = () => screen.getByRole("region", { name: "Accounts you follow" });
const followingNames = () =>
  within(within(followingSection()).getByRole("list", { name: "Accounts you follow" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector(".font-semibold")?.textContent);

describe("/offer/followTask: accounts you follow", () => {
  it("lists the accounts the linked player follows on the network, each opened there", async () => {
    const { callsTo, platform } = setup();
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
    expect(within(followingSection()).getByText("Followed on X")).toBeTruthy();
    fireEvent.click(within(followingSection()).getByRole("button", { name: "Open @xworld_official on X" }));
    expect(platform.openLink).toHaveBeenCalledExactlyOnceWith("https://x.com/xworld_official");
    expect(callsTo("/api/social_media/get_following")).toEqual([{ media_type: "x" }]);
  });

  it("adds an account once its follow is checked", async () => {
    setup();
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
    fireEvent.click(screen.getByRole("button", { name: "Follow @xworld_news" }));
    fireEvent.click(screen.getByRole("button", { name: "Check that you follow @xworld_news" }));
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official", "@xworld_news"]));
  });

  it("says when the player follows none of them yet", async () => {
    setup({ followed: [] });
    expect(await within(await screen.findByRole("region", { name: "Accounts you follow" })).findByText("You follow none of our X accounts yet.")).toBeTruthy();
    expect(within(followingSection()).getByText("Follow one above and check it: it shows here.")).toBeTruthy();
  });

  it("shows placeholder rows while the list loads", async () => {
    let answer: (value: unknown) => void = () => undefined;
    setup({ following: () => new Promise((resolve) => (answer = resolve)) });
    const section = await screen.findByRole("region", { name: "Accounts you follow" });
    expect(within(section).getByRole("status", { name: "Loading" })).toBeTruthy();
    answer({ list: [{ account_id: "xworld_news", name: "@xworld_news", avatar: "" }] });
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_news"]));
    expect(within(followingSection()).queryByRole("status", { name: "Loading" })).toBeNull();
  });

  it("says the list could not load, and loads it on Retry", async () => {
    let fail = true;
    setup({
      following: () => {
        if (fail) throw new BusinessError(GET_FOLLOWING, 5000, "Service busy");
        return { list: [{ account_id: "xworld_official", name: "@xworld_official", avatar: "" }] };
      },
    });
    const section = await screen.findByRole("region", { name: "Accounts you follow" });
    expect(await within(section).findByText("The accounts you follow could not load.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Accounts to follow" })).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
  });

  it("is not shown, nor asked for, before the account is linked", async () => {
    const { callsTo } = setup({ linked: false });
    expect(await screen.findByRole("button", { name: "Link X account" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Accounts you follow" })).toBeNull();
    expect(callsTo("/api/social_media/get_following")).toEqual([]);
  });
});

describe("/offer/followTask rendered on the server for the player", () => {
  const serverFirst = async (options: Parameters<typeof userService>[0] = {}, userId = PLAYER_ID) => ({ userId, data: await loadFollowTask(fakeApi(userService(options)).client, "x") });

  it("reads whether the account is linked, then (linked) both lists; nothing for an unknown network", async () => {
    const linked = fakeApi(userService());
    const first = await loadFollowTask(linked.client, "x");
    expect(first.accounts?.list).toHaveLength(2);
    expect(first.following?.list).toHaveLength(1);
    for (const path of ["need_authorize", "get_follow_list", "get_following"]) expect(linked.callsTo(`/api/social_media/${path}`)).toEqual([{ media_type: "x" }]);
    const unlinked = fakeApi(userService({ linked: false }));
    expect(await loadFollowTask(unlinked.client, "x")).toMatchObject({ accounts: null, following: null });
    expect(unlinked.callsTo("/api/social_media/get_follow_list")).toEqual([]);
    const none = fakeApi(userService());
    expect(await loadFollowTask(none.client, null)).toEqual({ authorize: null, accounts: null, following: null });
    expect(none.callsTo("/api/social_media/need_authorize")).toEqual([]);
  });

  it("has both lists in its HTML and hydrates without reading them", async () => {
    const answers = userService();
    const page = await hydrateFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst()} />, { answers });
    expect(page.html).toContain("@xworld_news");
    expect(page.html).toContain("+200 XB, once");
    expect(page.html).toContain("Followed on X");
    expect(page.recoverable).toEqual([]);
    const section = within(page.container).getByRole("region", { name: "Accounts you follow" });
    expect(await within(section).findByRole("button", { name: "Open @xworld_official on X" })).toBeTruthy();
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Follow @xworld_news" }).hasAttribute("disabled")).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const path of ["need_authorize", "get_follow_list", "get_following"]) expect(page.callsTo(`/api/social_media/${path}`)).toEqual([]);
    page.unmount();
  });

  it("checks a follow once per tap, and renders the page again on the server", async () => {
    const { callsTo, platform } = renderFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst()} />, { answers: userService() });
    // The server draws the button disabled until its part loads, which replaces it: wait for the working one.
    const follow = await waitFor(() => {
      const button = screen.getByRole("button", { name: "Follow @xworld_news" });
      expect(button.hasAttribute("disabled")).toBe(false);
      return button;
    });
    fireEvent.click(follow);
    expect(platform.openLink).toHaveBeenCalledExactlyOnceWith("https://x.com/xworld_news");
    const check = screen.getByRole("button", { name: "Check that you follow @xworld_news" });
    fireEvent.click(check);
    fireEvent.click(check);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo("/api/social_media/check_follow_status")).toEqual([{ media_type: "x", account_id: "xworld_news" }]);
    expect(callsTo("/api/social_media/get_follow_list")).toEqual([]);
  });

  it("offers the link in its HTML before the account is linked, and reads nothing in the browser", async () => {
    const answers = userService({ linked: false });
    const page = await hydrateFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst({ linked: false })} />, { answers });
    expect(page.html).toContain("Link your X account");
    expect(page.html).toContain("Link X account");
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Link X account" }).hasAttribute("disabled")).toBe(false));
    expect(within(page.container).queryByRole("region", { name: "Accounts you follow" })).toBeNull();
    expect(page.callsTo("/api/social_media/need_authorize")).toEqual([]);
    page.unmount();
  });

  it("redeems the network's code once on the way back, cleans the address and renders the page again on the server", async () => {
    const redirectUri = "http://localhost:3000/en-US/offer/followTask?media=x";
    rememberFollowAuth(window.sessionStorage, { state: "s1", media: "x", redirectUri, codeVerifier: "v".repeat(43), createdAt: TEST_NOW });
    window.history.replaceState(null, "", "/en-US/offer/followTask?media=x&code=dev_player~abc&state=s1");
    const { callsTo } = renderFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst({ linked: false })} />, { answers: userService({ linked: false }) });
    expect(await screen.findByText("Your X account is linked.")).toBeTruthy();
    expect(callsTo("/api/social_media/get_token")).toEqual([{ user_id: PLAYER_ID, media_type: "x", code: "dev_player~abc", redirect_uri: redirectUri, code_verifier: "v".repeat(43) }]);
    expect(router.replace).toHaveBeenCalledWith("/en-US/offer/followTask?media=x", { scroll: false });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, "", "/");
  });

  it("says a cancelled sign-in on the way back, redeems nothing and keeps the page", async () => {
    rememberFollowAuth(window.sessionStorage, { state: "s1", media: "x", redirectUri: "http://localhost:3000/en-US/offer/followTask?media=x", codeVerifier: "v".repeat(43), createdAt: TEST_NOW });
    window.history.replaceState(null, "", "/en-US/offer/followTask?media=x&error=access_denied&state=s1");
    const { callsTo } = renderFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst({ linked: false })} />, { answers: userService({ linked: false }) });
    expect(await screen.findByText("Linking was cancelled. Your account is not linked.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Link X account" })).toBeTruthy();
    expect(callsTo("/api/social_media/get_token")).toEqual([]);
    expect(router.replace).toHaveBeenCalledWith("/en-US/offer/followTask?media=x", { scroll: false });
    expect(router.refresh).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("redeems the way back once in the browser's read too (a login the server did not read for), then lists", async () => {
    const redirectUri = "http://localhost:3000/en-US/offer/followTask?media=x";
    rememberFollowAuth(window.sessionStorage, { state: "s1", media: "x", redirectUri, codeVerifier: "v".repeat(43), createdAt: TEST_NOW });
    window.history.replaceState(null, "", "/en-US/offer/followTask?media=x&code=dev_player~abc&state=s1");
    const { callsTo } = renderFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst({}, PLAYER_ID + 1)} />, { answers: userService() });
    expect(await screen.findByText("Your X account is linked.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Follow @xworld_news" })).toBeTruthy();
    expect(callsTo("/api/social_media/get_token")).toEqual([{ user_id: PLAYER_ID, media_type: "x", code: "dev_player~abc", redirect_uri: redirectUri, code_verifier: "v".repeat(43) }]);
    expect(router.replace).toHaveBeenCalledWith("/en-US/offer/followTask?media=x", { scroll: false });
    expect(router.refresh).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("reads in the browser when the server read for another login, or its read failed", async () => {
    const other = renderFeature(<FollowTaskScreen locale="en-US" media="x" first={await serverFirst({}, PLAYER_ID + 1)} />, { answers: userService() });
    expect(await screen.findByRole("button", { name: "Follow @xworld_news" })).toBeTruthy();
    expect(other.callsTo("/api/social_media/get_follow_list")).toEqual([{ media_type: "x" }]);
    other.unmount();
    let fail = true;
    const service = userService({ linked: false });
    const failing = { ...service, "/api/social_media/need_authorize": (input: unknown) => (fail ? Promise.reject(new Error("down")) : service["/api/social_media/need_authorize"](input)) };
    renderFeature(<FollowTaskScreen locale="en-US" media="x" first={{ userId: PLAYER_ID, data: await loadFollowTask(fakeApi(failing).client, "x") }} />, { answers: failing });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("button", { name: "Link X account" })).toBeTruthy();
  });
});
