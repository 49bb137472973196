import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { loadMyVotes } from "./load-my-votes";
import { MyVotesScreen } from "./MyVotesScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);
const CLAIM = { service: "stake", method: "POST", path: "/vote/claim_reward", url: "" } as const;

const VOTES = [
  { project_id: 8, name: "Street Food Map", icon: "", rank: 2, staked: "300.00", pending_reward: "1.25" },
  { project_id: 3, name: "River Clean-up", icon: "", rank: 5, staked: "1200.00", pending_reward: "3.00" },
];

const MY_VOTES = { coin_name: "XB", total_staked: "1500.00", pending_reward: "4.25", received_reward: "10.00", list: VOTES };

function setup({ pending = "4.25", list = VOTES, claim }: { pending?: string; list?: typeof VOTES; claim?: () => unknown } = {}) {
  let state = { pending, received: "10.00" };
  return renderFeature(<MyVotesScreen locale="en-US" />, {
    answers: {
      "/vote/my_votes": () => ({
        coin_name: "XB",
        total_staked: "1500.00",
        pending_reward: state.pending,
        received_reward: state.received,
        list: list.map((vote) => ({ ...vote, pending_reward: state.pending === "0.00" ? "0.00" : vote.pending_reward })),
      }),
      "/vote/claim_reward":
        claim ??
        (() => {
          const amount = state.pending;
          state = { pending: "0.00", received: (Number(state.received) + Number(amount)).toFixed(2) };
          return { amount, coin_name: "XB", balance: "12004.25" };
        }),
    },
  });
}

describe("/voteV2/mine", () => {
  it("lists the player's stakes with their standing and the reward waiting", async () => {
    setup();
    expect(plain((await screen.findByTestId("my-votes-pending")).textContent)).toBe("4.25 XB");
    expect(plain(screen.getByTestId("my-votes-staked").textContent)).toBe("1,500.00 XB");
    expect(plain(screen.getByText("Received so far").nextElementSibling?.textContent ?? "")).toBe("10.00 XB");
    const stakes = within(screen.getByRole("list", { name: "Your stakes" })).getAllByRole("link");
    expect(stakes.map((link) => [plain(link.textContent), link.getAttribute("href")])).toEqual([
      ["Street Food MapRank #2 · reward 1.25 XB300.00 XB", "/en-US/voteV2/8"],
      ["River Clean-upRank #5 · reward 3.00 XB1,200.00 XB", "/en-US/voteV2/3"],
    ]);
  });

  it("receives the rewards once on a double tap, with an attempt key, and the button goes", async () => {
    const { callsTo, invalidated } = setup();
    const receive = await screen.findByRole("button", { name: "Receive 4.25 XB" });
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(plain((await screen.findByRole("status")).textContent)).toBe("Received 4.25 XB. Your XB balance is now 12,004.25.");
    expect(callsTo("/vote/claim_reward")).toEqual([{ idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(plain(screen.getByTestId("my-votes-pending").textContent)).toBe("0.00 XB"));
    expect(screen.queryByRole("button", { name: /^Receive/ })).toBeNull();
    expect(screen.getByText("Rewards grow by the second while you stake.")).toBeTruthy();
    expect(plain(screen.getByText("Received so far").nextElementSibling?.textContent ?? "")).toBe("14.25 XB");
    expect(invalidated()).toContainEqual(["api", "wallet"]);
  });

  it("offers no button while nothing is waiting", async () => {
    setup({ pending: "0.00" });
    expect(plain((await screen.findByTestId("my-votes-pending")).textContent)).toBe("0.00 XB");
    expect(screen.queryByRole("button", { name: /^Receive/ })).toBeNull();
  });

  it("says why a claim was refused and keeps the button", async () => {
    setup({
      claim: () => {
        throw new BusinessError(CLAIM, 2003, "nothing to claim");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Receive 4.25 XB" }));
    expect((await screen.findByRole("alert")).textContent).toBe("nothing to claim");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Receive 4.25 XB" })).toBeTruthy();
  });

  it("shows where to start when the player has not staked", async () => {
    setup({ pending: "0.00", list: [] });
    expect(await screen.findByText("You have not staked yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a project" }).getAttribute("href")).toBe("/en-US/voteV2");
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { call } = renderFeature(<MyVotesScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(await screen.findByText("Sign in to see your votes")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("has the stakes the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { "/vote/my_votes": () => MY_VOTES };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadMyVotes(server.client) };
    expect(server.callsTo("/vote/my_votes")).toEqual([{}]);
    expect(await loadMyVotes(fakeApi({}).client)).toEqual({ votes: null });
    const page = await hydrateFeature(<MyVotesScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Street Food Map");
    expect(page.html).toContain("Receive 4.25 XB");
    expect(page.recoverable).toEqual([]);
    expect(plain(within(page.container).getByTestId("my-votes-pending").textContent)).toBe("4.25 XB");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/vote/my_votes")).toEqual([]);
    page.unmount();
  });

  it("receives on the server-rendered page once on a double tap, then renders the page again on the server, keeping what arrived", async () => {
    router.refresh.mockClear();
    const claim = vi.fn(() => ({ amount: "4.25", coin_name: "XB", balance: "12004.25" }));
    const answers = { "/vote/my_votes": () => MY_VOTES, "/vote/claim_reward": claim };
    const first = { userId: PLAYER_ID, data: await loadMyVotes(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<MyVotesScreen locale="en-US" first={first} />, { answers });
    const receive = await screen.findByRole("button", { name: "Receive 4.25 XB" });
    await waitFor(() => expect(receive).toHaveProperty("disabled", false));
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(plain((await screen.findByRole("status")).textContent)).toBe("Received 4.25 XB. Your XB balance is now 12,004.25.");
    expect(callsTo("/vote/claim_reward")).toEqual([{ idempotency_key: ATTEMPT_KEY }]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/vote/my_votes")).toEqual([]);
  });

  it("says why a claim on the server-rendered page was refused, and renders nothing again", async () => {
    router.refresh.mockClear();
    const answers = {
      "/vote/my_votes": () => MY_VOTES,
      "/vote/claim_reward": () => {
        throw new BusinessError(CLAIM, 2003, "nothing to claim");
      },
    };
    const first = { userId: PLAYER_ID, data: await loadMyVotes(fakeApi(answers).client) };
    renderFeature(<MyVotesScreen locale="en-US" first={first} />, { answers });
    const receive = await screen.findByRole("button", { name: "Receive 4.25 XB" });
    await waitFor(() => expect(receive).toHaveProperty("disabled", false));
    fireEvent.click(receive);
    expect((await screen.findByRole("alert")).textContent).toBe("nothing to claim");
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Receive 4.25 XB" })).toBeTruthy();
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const answers = { "/vote/my_votes": () => (fail ? Promise.reject(new Error("down")) : MY_VOTES) };
    const first = { userId: PLAYER_ID, data: await loadMyVotes(fakeApi({}).client) };
    renderFeature(<MyVotesScreen locale="en-US" first={first} />, { answers });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Your votes could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText("Street Food Map")).toBeTruthy();
  });

  it("asks for the player's own stakes when the server read for another login", async () => {
    const theirs = { ...MY_VOTES, list: [{ ...VOTES[0]!, project_id: 9, name: "Someone else's project" }] };
    const first = { userId: PLAYER_ID + 1, data: await loadMyVotes(fakeApi({ "/vote/my_votes": () => theirs }).client) };
    const { callsTo } = renderFeature(<MyVotesScreen locale="en-US" first={first} />, { answers: { "/vote/my_votes": () => MY_VOTES } });
    expect(await screen.findByText("Street Food Map")).toBeTruthy();
    expect(screen.queryByText("Someone else's project")).toBeNull();
    expect(callsTo("/vote/my_votes")).toEqual([{}]);
  });
});
