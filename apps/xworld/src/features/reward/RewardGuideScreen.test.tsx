import { REWARD_SOURCES } from "@repo/api-client/endpoints/activity";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadReward } from "./load-reward";
import { RewardGuideScreen } from "./RewardGuideScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
const waiting = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    reward_id: index + 1,
    source: "daily",
    title: `Bonus ${index + 1}`,
    amount: "1.00",
    coin_name: "KC",
    expires_at: NOW + 3_600,
  }));

describe("/reward/guide", () => {
  it("leads with the tasks, then has a section and a link for every source of rewards", () => {
    renderFeature(<RewardGuideScreen locale="en-US" />, { answers: {}, loggedIn: false });
    const sections = within(screen.getByRole("list", { name: "Ways to earn" })).getAllByRole("region");
    expect(sections).toHaveLength(REWARD_SOURCES.length + 1);
    const guide = sections.map((section) => [
      within(section).getByRole("heading").textContent,
      within(section).getByRole("link", { name: "Go there" }).getAttribute("href"),
    ]);
    expect(guide).toEqual([
      ["Tasks and offers", "/en-US#tasks"],
      ["Daily bonus", "/en-US/reward"],
      ["Invites", "/en-US/share"],
      ["Events", "/en-US/reward"],
      ["Prize pools", "/en-US/pool"],
      ["Voting", "/en-US/voteV2/mine"],
      ["Invest", "/en-US/invest/holdings"],
      ["Lucky codes", "/en-US/luckycode/buy"],
      ["Newbie week", "/en-US/activity/newbie"],
    ]);
    expect(within(screen.getByRole("region", { name: "Voting" })).getByText("Stake coins on projects: stakes earn a yearly reward by the second.")).toBeTruthy();
  });

  it("tells a signed-in player how many rewards wait, linking to where they are claimed", async () => {
    renderFeature(<RewardGuideScreen locale="en-US" />, { answers: { "/reward/claimable": () => ({ list: waiting(3) }) } });
    const link = await screen.findByRole("link", { name: "Rewards waiting for you: 3. Claim them now" });
    expect(link.getAttribute("href")).toBe("/en-US/reward");
  });

  it("says nothing about waiting rewards when none wait, and asks a guest for nothing", async () => {
    const player = renderFeature(<RewardGuideScreen locale="en-US" />, { answers: { "/reward/claimable": () => ({ list: [] }) } });
    await waitFor(() => expect(player.callsTo("/reward/claimable")).toHaveLength(1));
    await waitFor(() => expect(player.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("link", { name: /Rewards waiting for you/ })).toBeNull();
    player.unmount();
    const guest = renderFeature(<RewardGuideScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(screen.queryByRole("link", { name: /Rewards waiting for you/ })).toBeNull();
    expect(guest.call).not.toHaveBeenCalled();
  });

  it("has the count the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { "/reward/claimable": () => ({ list: waiting(2) }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadReward(server.client) };
    expect(server.callsTo("/reward/claimable")).toEqual([{}]);
    const page = await hydrateFeature(<RewardGuideScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Rewards waiting for you: 2. Claim them now");
    expect(page.html).toContain("Stake coins on projects");
    expect(page.recoverable).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/reward/claimable")).toEqual([]);
    expect(within(page.container).getByRole("link", { name: "Rewards waiting for you: 2. Claim them now" }).getAttribute("href")).toBe("/en-US/reward");
    page.unmount();
  });

  it("reads the count in the browser when the server's read failed or was for another login", async () => {
    const failed = renderFeature(<RewardGuideScreen locale="en-US" first={{ userId: PLAYER_ID, data: { claimable: null } }} />, {
      answers: { "/reward/claimable": () => ({ list: waiting(1) }) },
    });
    expect(await screen.findByRole("link", { name: "Rewards waiting for you: 1. Claim them now" })).toBeTruthy();
    expect(failed.callsTo("/reward/claimable")).toEqual([{}]);
    failed.unmount();
    const theirs = { userId: PLAYER_ID + 1, data: { claimable: { list: waiting(5) } } };
    const other = renderFeature(<RewardGuideScreen locale="en-US" first={theirs} />, { answers: { "/reward/claimable": () => ({ list: waiting(3) }) } });
    expect(await screen.findByRole("link", { name: "Rewards waiting for you: 3. Claim them now" })).toBeTruthy();
    expect(screen.queryByText(/waiting for you: 5/)).toBeNull();
    expect(other.callsTo("/reward/claimable")).toEqual([{}]);
  });
});
