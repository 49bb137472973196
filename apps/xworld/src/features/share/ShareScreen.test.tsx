import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ShareTabScreen } from "./ShareScreen";
import { type Answers, renderSocial } from "./test-harness";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const REWARD = { coin_name: "XB", inviter_reward: 1000, invitee_reward: 500, rules: ["Share your link"] };
const friend = (id: number) => ({ user_id: id, username: `pl***${id}`, avatar: "", registered_at: 1_700_000_000 + id, recharged: id % 2 === 0, reward: "1.00" });

/** 25 invited friends, served 20 a page like the dev API. */
function answers(): Answers {
  const all = Array.from({ length: 25 }, (_, index) => friend(index + 1));
  return {
    [userEndpoints.inviteReward.path]: () => REWARD,
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
