import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { tgHostEndpoints } from "@repo/api-client/endpoints/tg-host";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID, renderFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { inviteCodeOf } from "./invite-link";
import { loadShare } from "./load-share";
import { ShareScreen, ShareTabScreen } from "./ShareScreen";
import { type Answers, renderSocial } from "./test-harness";

const router = { replace: vi.fn(), push: vi.fn() };
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const REWARD = { coin_name: "XB", inviter_reward: 1000, invitee_reward: 500, rules: ["Share your link"] };
const friend = (id: number) => ({ user_id: id, username: `pl***${id}`, avatar: "", registered_at: 1_700_000_000 + id, recharged: id % 2 === 0, reward: "1.00" });
const CONFIG = { config: { telegramBotName: "xworld_dev_bot" } };
const LINK = `${window.location.origin}/r/${PLAYER_ID}`;
const READS = [userReadEndpoints.inviteReward.path, luckyBearEndpoints.inviteUsers.path];

/** 25 invited friends, served 20 a page like the dev API. */
function answers(): Answers {
  const all = Array.from({ length: 25 }, (_, index) => friend(index + 1));
  return {
    [userReadEndpoints.inviteReward.path]: () => REWARD,
    [luckyBearEndpoints.inviteUsers.path]: (input) => {
      const { page, page_size } = input as { page: number; page_size: number };
      return { list: all.slice((page - 1) * page_size, page * page_size), total: all.length, page, page_size };
    },
  };
}

async function firstFor(userId: number, from: Answers = answers()) {
  return { userId, userName: "dev_player", data: await loadShare(fakeApi(from).client) };
}

beforeEach(() => {
  router.replace.mockClear();
  window.history.replaceState(null, "", "/en-US/shareTab?tab=invite");
});

describe("ShareTabScreen read by the browser", () => {
  it("opens the tab the link names and lists invited friends 20 at a time", async () => {
    const { call } = renderSocial(<ShareTabScreen locale="en-US" initialTab="friends" />, { answers: answers() });
    const list = await screen.findByRole("list", { name: "Friends you invited" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(20));
    expect(call).toHaveBeenCalledWith(luckyBearEndpoints.inviteUsers, { page: 1, page_size: 20 }, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByText("pl***25")).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(25);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("switches tabs in the browser and keeps the open one in the address", async () => {
    renderSocial(<ShareTabScreen locale="en-US" initialTab="invite" />, { answers: answers() });
    expect(await screen.findByRole("button", { name: "Share invite" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Rewards" }));
    expect(await screen.findByText("+1,000.00 XB")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share invite" })).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe("/en-US/shareTab?tab=rewards");
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe("ShareScreen from the server", () => {
  it("has the player's invite code, rewards and first friends in its HTML, and hydrates without asking again", async () => {
    const server = fakeApi(answers());
    const first = { userId: PLAYER_ID, userName: "dev_player", data: await loadShare(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
    const page = await hydrateFeature(<ShareScreen locale="en-US" first={first} />, { answers: answers(), ...CONFIG });
    expect(page.html).toContain(`>${inviteCodeOf(PLAYER_ID)}<`);
    expect(page.html).toContain("+1,000.00 XB");
    expect(page.html).toContain("Join me on XWorld: play games, finish tasks and earn rewards. Sign up with my invite link and get 500.00 XB!");
    expect(page.html).toContain("pl***20");
    // The invite panel's code loads after start: the server's Share button is busy meanwhile.
    expect(page.html).toMatch(/<button[^>]*aria-busy="true"[^>]*>.*Share invite/);
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("list", { name: "Friends you invited" }).querySelectorAll("li")).toHaveLength(20);
    expect(await within(page.container).findByText(LINK)).toBeTruthy();
    expect(within(page.container).getByRole("button", { name: "Share invite" }).getAttribute("aria-busy")).toBeNull();
    expect([...READS, tgHostEndpoints.inviteUrl.path].map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("shares the invite once its part has loaded after start, with no read", async () => {
    const page = await hydrateFeature(<ShareScreen locale="en-US" first={await firstFor(PLAYER_ID)} />, { answers: answers(), ...CONFIG });
    await within(page.container).findByText(LINK);
    fireEvent.change(within(page.container).getByRole("textbox", { name: "Invitation message" }), { target: { value: "Come play with me" } });
    fireEvent.click(within(page.container).getByRole("button", { name: "Share invite" }));
    await waitFor(() => expect(page.openDialog()).toEqual({ name: "share", props: { text: "Come play with me", url: LINK } }));
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("loads the friends' next page on the first tap of Show more, after the server's rows, which stay", async () => {
    const { callsTo } = renderFeature(<ShareScreen locale="en-US" first={await firstFor(PLAYER_ID)} />, { answers: answers(), ...CONFIG });
    const friends = screen.getByRole("list", { name: "Friends you invited" });
    const firstRow = within(friends).getAllByRole("listitem")[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(25));
    expect(within(friends).getAllByRole("listitem")[0]).toBe(firstRow);
    // The pager reports the last page in an effect after the rows.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
    expect(callsTo(luckyBearEndpoints.inviteUsers.path)).toEqual([{ page: 2, page_size: 20 }]);
  });

  it("reads the page in the browser when the server's read failed, with a retry when that fails too", async () => {
    let failing = true;
    const flaky: Answers = {
      ...answers(),
      [luckyBearEndpoints.inviteUsers.path]: (input) => {
        if (failing) throw new Error("down");
        return answers()[luckyBearEndpoints.inviteUsers.path]!(input);
      },
    };
    const first = await firstFor(PLAYER_ID, flaky);
    expect(first.data.friends).toBeNull();
    const { callsTo } = renderFeature(<ShareScreen locale="en-US" first={first} />, { answers: flaky, ...CONFIG });
    expect(await screen.findByText("Your friends could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    const list = await screen.findByRole("list", { name: "Friends you invited" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(20));
    expect(callsTo(luckyBearEndpoints.inviteUsers.path)).toEqual([{ page: 1, page_size: 20 }, { page: 1, page_size: 20 }]);
  });

  it("reads the player's own page in the browser when the server read for another login", async () => {
    const { callsTo } = renderFeature(<ShareScreen locale="en-US" first={await firstFor(PLAYER_ID + 1)} />, { answers: answers(), ...CONFIG });
    expect(await screen.findByText(LINK)).toBeTruthy();
    expect(screen.getByText(inviteCodeOf(PLAYER_ID))).toBeTruthy();
    expect(screen.queryByText(inviteCodeOf(PLAYER_ID + 1))).toBeNull();
    await waitFor(() => expect(READS.map(callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]));
  });

  it("renders no player's parts for a visitor the server read nobody for, and reads nothing", async () => {
    const page = await hydrateFeature(<ShareScreen locale="en-US" first={null} />, { answers: answers(), loggedIn: false, ...CONFIG });
    expect(page.html).toContain("Invite friends");
    expect(page.html).not.toContain("Friends you invited");
    await waitFor(() => expect(within(page.container).queryByText("Invite friends")).toBeTruthy());
    expect(within(page.container).queryByRole("list", { name: "Friends you invited" })).toBeNull();
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });
});

describe("ShareTabScreen from the server", () => {
  it("has the open tab's part in its HTML and renders the page again on the server for another tab, with no browser read", async () => {
    const first = await firstFor(PLAYER_ID);
    const page = await hydrateFeature(<ShareTabScreen locale="en-US" initialTab="friends" first={first} />, { answers: answers(), ...CONFIG });
    expect(page.html).toContain("pl***20");
    expect(page.html).not.toContain("+1,000.00 XB");
    expect(page.recoverable).toEqual([]);
    fireEvent.click(within(page.container).getByRole("tab", { name: "Rewards" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/shareTab?tab=rewards", { scroll: false });
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("has the rules in the rewards tab's HTML", async () => {
    const page = await hydrateFeature(<ShareTabScreen locale="en-US" initialTab="rewards" first={await firstFor(PLAYER_ID)} />, { answers: answers(), ...CONFIG });
    expect(page.html).toContain("+500.00 XB");
    expect(page.html).toContain("Share your link");
    expect(page.html).not.toContain("Friends you invited");
    page.unmount();
  });
});

describe("loadShare", () => {
  it("leaves a failed read to the browser instead of failing the page", async () => {
    const { client } = fakeApi({ ...answers(), [luckyBearEndpoints.inviteUsers.path]: () => Promise.reject(new Error("down")) });
    const first = await loadShare(client);
    expect(first.friends).toBeNull();
    expect(first.reward).toEqual(REWARD);
  });
});
