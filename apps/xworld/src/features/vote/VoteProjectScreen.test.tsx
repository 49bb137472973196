import type { VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, type Balances, PLAYER_ID, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { loadVoteProject } from "./load-vote-project";
import { VoteProjectScreen } from "./VoteProjectScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const PROJECT: VoteProjectDetail = {
  project_id: 8,
  name: "Street Food Map",
  icon: "",
  summary: "The best stalls, rated by locals",
  description: "Locals rate street food stalls.",
  rank: 8,
  total_staked: "1000.00",
  voters: 2,
  reward_apr: "20",
  my_staked: "0.00",
  min_stake: "100.00",
};

interface Setup {
  allowance?: string;
  staked?: string;
  balances?: Balances;
  audit?: boolean;
}

function answersFor({ allowance = "0.00", staked = "0.00", balances = structuredClone(SEEDED_BALANCES) }: Setup = {}): Answers {
  let position = { allowance, staked };
  let project = { ...PROJECT, my_staked: staked };
  const xb = () => Number(balances.XB?.offchain ?? 0);
  const setXb = (value: number) => {
    balances.XB = { offchain: value.toFixed(2), onchain: "0" };
  };
  const answers = {
    ...walletReads(balances),
    "/vote/project_detail": () => project,
    "/vote/projects": () => ({ coin_name: "XB", total_staked: "10000.00", list: [] }),
    "/wallet/xbvote_query": () => ({ vote_id: 8, ...position }),
    "/wallet/xbvote_approve": (input: unknown) => {
      const { amount } = input as { amount: string };
      position = { ...position, allowance: amount };
      return { vote_id: 8, allowance: amount };
    },
    "/vote/stake": (input: unknown) => {
      const { amount } = input as { amount: string };
      const staked = (Number(position.staked) + Number(amount)).toFixed(2);
      position = { allowance: (Number(position.allowance) - Number(amount)).toFixed(2), staked };
      project = { ...project, rank: 1, my_staked: staked, total_staked: (Number(project.total_staked) + Number(amount)).toFixed(2) };
      setXb(xb() - Number(amount));
      return { project_id: 8, my_staked: staked, total_staked: project.total_staked, rank: 1, allowance: position.allowance };
    },
    "/vote/unstake": (input: unknown) => {
      const { amount } = input as { amount: string };
      const staked = (Number(position.staked) - Number(amount)).toFixed(2);
      position = { ...position, staked };
      project = { ...project, rank: 8, my_staked: staked, total_staked: (Number(project.total_staked) - Number(amount)).toFixed(2) };
      setXb(xb() + Number(amount));
      return { project_id: 8, my_staked: staked, total_staked: project.total_staked, rank: 8, allowance: position.allowance };
    },
  };
  return answers;
}

function setup({ audit = false, ...state }: Setup = {}) {
  return renderFeature(<VoteProjectScreen locale="en-US" projectId={8} />, { answers: answersFor(state), audit });
}

/** The page as the server renders it after reading for `userId` (null: a guest). */
async function serverPage(state: Setup = {}, userId: number | null = PLAYER_ID) {
  const answers = answersFor(state);
  const first = { userId, data: await loadVoteProject(fakeApi(answers).client, 8, userId !== null) };
  return { answers, element: <VoteProjectScreen locale="en-US" projectId={8} first={first} /> };
}

const stakeField = () => screen.findByLabelText("Amount to stake");

describe("/voteV2/[projectId] read in the browser", () => {
  it("shows the standing and the player's stake", async () => {
    setup({ allowance: "50.00", staked: "300.00" });
    expect((await screen.findByTestId("vote-rank")).textContent).toBe("#8");
    expect(plain(screen.getByTestId("vote-total").textContent)).toBe("1,000.00 XB");
    expect(plain(await screen.findByTestId("vote-my-staked").then((node) => node.textContent))).toBe("300.00 XB");
    expect(plain(screen.getByTestId("vote-allowance").textContent)).toBe("50.00 XB");
    await waitFor(() => expect(screen.getByText("Part of all stakes").nextElementSibling?.textContent).toBe("10 %"));
  });

  it("approves first when the allowance is short, then stakes once, each step saying what it does", async () => {
    const { callsTo } = setup();
    fireEvent.change(await stakeField(), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    const approve = await screen.findByRole("dialog", { name: "Step 1 of 2: approve" });
    expect(plain(approve.textContent)).toContain("Allow the vote contract to use up to 500.00 XB for Street Food Map. Nothing leaves your balance yet, and approving costs nothing.");
    fireEvent.click(within(approve).getByRole("button", { name: "Approve 500.00 XB" }));
    const stake = await screen.findByRole("dialog", { name: "Step 2 of 2: stake" });
    expect(plain(stake.textContent)).toContain("500.00 XB leave your balance and are staked on Street Food Map, earning 20 % a year.");
    const confirm = within(stake).getByRole("button", { name: "Stake 500.00 XB" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("You staked 500.00 XB on Street Food Map.")).toBeTruthy();
    expect(callsTo("/wallet/xbvote_approve")).toEqual([{ vote_id: 8, amount: "500" }]);
    expect(callsTo("/vote/stake")).toEqual([{ project_id: 8, amount: "500", idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(screen.getByTestId("vote-rank").textContent).toBe("#1"));
    await waitFor(() => expect(screen.getByTestId("vote-balance").textContent).toBe("11,500.00"));
  });

  it("stakes straight away when enough is approved", async () => {
    const { callsTo } = setup({ allowance: "1000.00" });
    fireEvent.change(await stakeField(), { target: { value: "200" } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the stake" })).getByRole("button", { name: "Stake 200.00 XB" }));
    expect(await screen.findByText("You staked 200.00 XB on Street Food Map.")).toBeTruthy();
    expect(callsTo("/wallet/xbvote_approve")).toEqual([]);
  });

  it.each([
    ["99.99", "The minimum is 100.00 XB."],
    ["100.001", "XB has at most 2 digits after the point."],
  ])("refuses %s before anything is sent", async (amount, message) => {
    const { callsTo } = setup();
    fireEvent.change(await stakeField(), { target: { value: amount } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/wallet/xbvote_approve")).toEqual([]);
  });

  it("opens the balance-lack dialog for more XB than the balance", async () => {
    const { openDialog } = setup();
    fireEvent.change(await stakeField(), { target: { value: "12000.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "XB" } });
  });

  it("warns in audit mode instead of offering a top-up, and sends nothing", async () => {
    const { openDialog, callsTo } = setup({ audit: true });
    fireEvent.change(await stakeField(), { target: { value: "12000.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough XB to continue.");
    expect(openDialog()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/wallet/xbvote_approve")).toEqual([]);
    expect(callsTo("/vote/stake")).toEqual([]);
    fireEvent.change(await stakeField(), { target: { value: "200" } });
    await waitFor(() => expect(screen.queryByText("Not enough XB to continue.")).toBeNull());
  });

  it("unstakes once on a double tap and the coins come back to the balance", async () => {
    const { callsTo } = setup({ staked: "300.00" });
    await waitFor(() => expect(screen.getByTestId("vote-balance").textContent).toBe("12,000.00"));
    fireEvent.change(await screen.findByLabelText("Amount to unstake"), { target: { value: "120.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Review unstake" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Confirm the unstake" })).getByRole("button", { name: "Unstake 120.50 XB" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("120.50 XB are back in your balance.")).toBeTruthy();
    expect(callsTo("/vote/unstake")).toEqual([{ project_id: 8, amount: "120.5", idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(screen.getByTestId("vote-balance").textContent).toBe("12,120.50"));
    await waitFor(() => expect(plain(screen.getByTestId("vote-my-staked").textContent)).toBe("179.50 XB"));
  });

  it("unstakes up to the stake and says the coins are back", async () => {
    const { callsTo } = setup({ staked: "300.00" });
    fireEvent.change(await screen.findByLabelText("Amount to unstake"), { target: { value: "300.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Review unstake" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("The maximum is 300.00 XB.");
    fireEvent.change(screen.getByLabelText("Amount to unstake"), { target: { value: "300" } });
    fireEvent.click(screen.getByRole("button", { name: "Review unstake" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the unstake" });
    expect(plain(dialog.textContent)).toContain("300.00 XB come back to your balance from Street Food Map.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Unstake 300.00 XB" }));
    expect(await screen.findByText("300.00 XB are back in your balance.")).toBeTruthy();
    expect(callsTo("/vote/unstake")).toEqual([{ project_id: 8, amount: "300", idempotency_key: ATTEMPT_KEY }]);
  });
});

describe("/voteV2/[projectId] read on the server", () => {
  it("reads the project, all stakes and the player's position; a guest's without the position; says when it does not exist", async () => {
    const server = fakeApi(answersFor({ allowance: "50.00", staked: "300.00" }));
    expect(await loadVoteProject(server.client, 8, true)).toEqual({
      project: { ...PROJECT, my_staked: "300.00" },
      allStaked: "10000.00",
      position: { allowance: "50.00", staked: "300.00", balance: "12000.00" },
      missing: false,
    });
    const guest = fakeApi(answersFor());
    expect((await loadVoteProject(guest.client, 8, false)).position).toBeNull();
    expect(guest.callsTo("/wallet/xbvote_query")).toEqual([]);
    const missing = fakeApi({
      "/vote/project_detail": () => {
        throw new BusinessError({ service: "stake", method: "GET", path: "/vote/project_detail", url: "" }, 1002, "not found");
      },
    });
    expect(await loadVoteProject(missing.client, 8, false)).toEqual({ project: null, allStaked: null, position: null, missing: true });
  });

  it("has the standing and the player's stake in its HTML, hydrates without asking again, then loads the forms", async () => {
    const { answers, element } = await serverPage({ allowance: "50.00", staked: "300.00" });
    const page = await hydrateFeature(element, { answers });
    expect(page.html).toContain("Street Food Map");
    expect(page.html).toContain("10 %");
    expect(page.recoverable).toEqual([]);
    expect(plain(within(page.container).getByTestId("vote-my-staked").textContent)).toBe("300.00 XB");
    expect(within(page.container).getByTestId("vote-balance").textContent).toBe("12,000.00");
    expect(await within(page.container).findByLabelText("Amount to stake")).toBeTruthy();
    expect(await within(page.container).findByLabelText("Amount to unstake")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/vote/project_detail")).toEqual([]);
    expect(page.callsTo("/wallet/xbvote_query")).toEqual([]);
    page.unmount();
  });

  it("approves, then stakes once on the server-rendered page, rendering the page again on the server after each", async () => {
    const { answers, element } = await serverPage();
    const { callsTo } = renderFeature(element, { answers });
    fireEvent.change(await stakeField(), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Review stake" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Step 1 of 2: approve" })).getByRole("button", { name: "Approve 500.00 XB" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Step 2 of 2: stake" })).getByRole("button", { name: "Stake 500.00 XB" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("You staked 500.00 XB on Street Food Map.")).toBeTruthy();
    expect(callsTo("/wallet/xbvote_approve")).toEqual([{ vote_id: 8, amount: "500" }]);
    expect(callsTo("/vote/stake")).toEqual([{ project_id: 8, amount: "500", idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
    expect(callsTo("/vote/project_detail")).toEqual([]);
  });

  it("unstakes once on a double tap on the server-rendered page, then renders the page again on the server", async () => {
    const { answers, element } = await serverPage({ staked: "300.00" });
    const { callsTo } = renderFeature(element, { answers });
    fireEvent.change(await screen.findByLabelText("Amount to unstake"), { target: { value: "120.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Review unstake" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Confirm the unstake" })).getByRole("button", { name: "Unstake 120.50 XB" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("120.50 XB are back in your balance.")).toBeTruthy();
    expect(callsTo("/vote/unstake")).toEqual([{ project_id: 8, amount: "120.5", idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo("/wallet/xbvote_query")).toEqual([]);
  });

  it("shows a guest the standing with the way to sign in, reading nothing", async () => {
    const { answers, element } = await serverPage({}, null);
    const page = await hydrateFeature(element, { answers, loggedIn: false });
    expect(page.html).toContain("Sign in to stake on this project");
    expect(page.html).not.toContain('data-testid="vote-my-staked"');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("says a missing project does not exist, in the HTML", async () => {
    const first = { userId: PLAYER_ID, data: { project: null, allStaked: null, position: null, missing: true } };
    const page = await hydrateFeature(<VoteProjectScreen locale="en-US" projectId={8} first={first} />, { answers: {} });
    expect(page.html).toContain("This project does not exist.");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("reads in the browser when the server could not read the player's stake, with a retry", async () => {
    let fail = true;
    const answers = answersFor({ staked: "300.00" });
    const query = answers["/wallet/xbvote_query"]!;
    answers["/wallet/xbvote_query"] = (input) => (fail ? Promise.reject(new Error("down")) : query(input));
    const first = { userId: PLAYER_ID, data: await loadVoteProject(fakeApi(answers).client, 8, true) };
    expect(first.data.position).toBeNull();
    renderFeature(<VoteProjectScreen locale="en-US" projectId={8} first={first} />, { answers });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Your stake could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(plain(screen.getByTestId("vote-my-staked").textContent)).toBe("300.00 XB"));
  });

  it("asks for the player's own stake when the server read for another login", async () => {
    const { element } = await serverPage({ staked: "900.00" }, PLAYER_ID + 1);
    const { callsTo } = renderFeature(element, { answers: answersFor({ staked: "300.00" }) });
    await waitFor(() => expect(plain(screen.getByTestId("vote-my-staked").textContent)).toBe("300.00 XB"));
    expect(callsTo("/wallet/xbvote_query")).toEqual([{ vote_id: 8 }]);
  });
});
