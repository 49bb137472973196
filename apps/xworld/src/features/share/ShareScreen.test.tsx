import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { inviteCodeOf } from "./invite-link";
import { loadShare } from "./load-share";
import { ShareScreen, ShareTabScreen } from "./ShareScreen";
import { type Answers, renderSocial } from "./test-harness";

const replace = vi.fn();
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const REWARD = { coin_name: "XB", inviter_reward: 1000, invitee_reward: 500, rules: ["Share your link"] };
const friend = (id: number) => ({ user_id: id, username: `pl***${id}`, avatar: "", registered_at: 1_700_000_000 + id, recharged: id % 2 === 0, reward: "1.00" });

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

describe("ShareTabScreen", () => {
  it("opens the tab the link names and lists invited friends 20 at a time", async () => {
    const { call } = renderSocial(<ShareTabScreen locale="en-US" initialTab="friends" />, { answers: answers() });
    const list = await screen.findByRole("list", { name: "Friends you invited" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(call).toHaveBeenCalledWith(luckyBearEndpoints.inviteUsers, { page: 1, page_size: 20 }, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByText("pl***25")).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(25);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("switches tabs and keeps the open one in the address", async () => {
    renderSocial(<ShareTabScreen locale="en-US" initialTab="invite" />, { answers: answers() });
    expect(await screen.findByRole("button", { name: "Share invite" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Rewards" }));
    expect(await screen.findByText("+1,000.00 XB")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share invite" })).toBeNull();
    expect(replace).toHaveBeenLastCalledWith("/en-US/shareTab?tab=rewards", { scroll: false });
  });
});

describe("ShareScreen from the server", () => {
  const READS = [userReadEndpoints.inviteReward.path, luckyBearEndpoints.inviteUsers.path];

  it("has the player's invite code, rewards and first friends in its HTML, and hydrates without asking again", async () => {
    const server = fakeApi(answers());
    const first = { userId: PLAYER_ID, data: await loadShare(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
    const page = await hydrateFeature(<ShareScreen locale="en-US" first={first} />, { answers: answers(), config: { telegramBotName: "xworld_dev_bot" } });
    expect(page.html).toContain(inviteCodeOf(PLAYER_ID));
    expect(page.html).toContain("pl***20");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getAllByRole("list", { name: "Friends you invited" })[0]?.querySelectorAll("li")).toHaveLength(20);
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("renders no player's parts for a visitor the server read nobody for", async () => {
    const page = await hydrateFeature(<ShareScreen locale="en-US" first={null} />, { answers: answers(), loggedIn: false, config: { telegramBotName: "xworld_dev_bot" } });
    expect(page.html).toContain("Invite friends");
    expect(page.html).not.toContain("Friends you invited");
    // The invite reward is public and read for anyone; the friends only for a player.
    expect(page.callsTo(luckyBearEndpoints.inviteUsers.path)).toEqual([]);
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
