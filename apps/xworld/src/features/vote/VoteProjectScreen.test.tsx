import type { VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Balances, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { VoteProjectScreen } from "./VoteProjectScreen";

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

function setup({ allowance = "0.00", staked = "0.00", balances = structuredClone(SEEDED_BALANCES), audit = false }: Setup = {}) {
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
  return renderFeature(<VoteProjectScreen locale="en-US" projectId={8} />, { answers: { ...answers }, audit });
}

const stakeField = () => screen.findByLabelText("Amount to stake");

describe("/voteV2/[projectId]", () => {
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
