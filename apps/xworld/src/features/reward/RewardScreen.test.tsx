import type { ClaimableReward } from "@repo/api-client/endpoints/activity";
import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadReward } from "./load-reward";
import { RewardScreen } from "./RewardScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

const REWARDS: ClaimableReward[] = [
  { reward_id: 1, source: "daily", title: "Daily check-in bonus", amount: "50.00", coin_name: "KC", expires_at: NOW + 3_600 },
  { reward_id: 2, source: "brand_new_source", title: "Mystery box", amount: "1.50", coin_name: "USDT", expires_at: null },
];

/** The reward service: the rewards waiting, and a claim that pays one (or `claim`). */
function backend(claim?: () => unknown) {
  let waiting = [...REWARDS];
  return {
    "/reward/claimable": () => ({ list: waiting }),
    "/reward/claim":
      claim ??
      ((input: unknown) => {
        const { reward_id } = input as { reward_id: number };
        waiting = waiting.filter((reward) => reward.reward_id !== reward_id);
        return { reward_id, amount: "50.00", coin_name: "KC", balance: "850.00" };
      }),
  };
}

function setup(claim?: () => unknown) {
  return renderFeature(<RewardScreen locale="en-US" />, { answers: backend(claim) });
}

/** The page as the server rendered it for the signed-in player. */
async function serverPage(answers: ReturnType<typeof backend>) {
  const first = { userId: PLAYER_ID, data: await loadReward(fakeApi(answers).client) };
  return renderFeature(<RewardScreen locale="en-US" first={first} />, { answers });
}

/** A reward's claim button once the list's claim has loaded. */
function readyClaim(name: string) {
  return waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
}

describe("/reward", () => {
  it("lists what can be claimed with its source and how long it waits", async () => {
    setup();
    expect(await screen.findByText("Daily check-in bonus")).toBeTruthy();
    expect(screen.getByText(/Daily bonus/)).toBeTruthy();
    expect(screen.getByText(/^Reward$/)).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Expires in" }).textContent).toBe("01:00:00");
    expect(screen.getByRole("link", { name: "Reward history" }).getAttribute("href")).toBe("/en-US/reward/list");
  });

  it("claims a reward once and says what arrived, after the row is gone", async () => {
    const { callsTo, invalidated } = setup();
    const claim = await screen.findByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText("Daily check-in bonus: +50.00 KC claimed. Your KC balance is now 850.00.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" })).toBeNull());
    expect(callsTo("/reward/claim")).toEqual([{ reward_id: 1, idempotency_key: ATTEMPT_KEY }]);
    expect(invalidated()).toContainEqual(["api", "wallet"]);
  });

  it("claims one reward at a time: a tap on another while one is on its way does nothing, and it can be claimed after", async () => {
    let pay: () => void = () => undefined;
    const answers = backend();
    const paying = answers["/reward/claim"];
    const { callsTo } = renderFeature(<RewardScreen locale="en-US" />, {
      answers: { ...answers, "/reward/claim": (input: unknown) => new Promise((resolve) => (pay = () => resolve(paying(input)))) },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" }));
    await waitFor(() => expect(callsTo("/reward/claim")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Claim 1.50 USDT: Mystery box" }));
    pay();
    expect(await screen.findByText("Daily check-in bonus: +50.00 KC claimed. Your KC balance is now 850.00.")).toBeTruthy();
    expect(callsTo("/reward/claim")).toEqual([{ reward_id: 1, idempotency_key: ATTEMPT_KEY }]);

    fireEvent.click(await readyClaim("Claim 1.50 USDT: Mystery box"));
    await waitFor(() => expect(callsTo("/reward/claim")).toHaveLength(2));
    pay();
    expect(callsTo("/reward/claim")[1]).toEqual({ reward_id: 2, idempotency_key: ATTEMPT_KEY });
    expect(await screen.findByText(/Mystery box: \+50\.00 KC claimed/)).toBeTruthy();
  });

  it("says why a claim was refused", async () => {
    setup(() => {
      throw new BusinessError({ service: "activity", method: "POST", path: "/reward/claim", url: "" }, 2002, "You have already claimed this reward");
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim 1.50 USDT: Mystery box" }));
    expect(await screen.findByText(/You have already claimed this reward/)).toBeTruthy();
  });

  it("says when nothing waits", async () => {
    renderFeature(<RewardScreen locale="en-US" />, { answers: { "/reward/claimable": () => ({ list: [] }) } });
    expect(await screen.findByText("Nothing to claim right now.")).toBeTruthy();
  });

  it("has the rewards the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { "/reward/claimable": () => ({ list: REWARDS }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadReward(server.client) };
    expect(server.callsTo("/reward/claimable")).toEqual([{}]);
    const page = await hydrateFeature(<RewardScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Daily check-in bonus");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("reward-1")).toBeTruthy();
    // The list's claim loads after start; nothing is read again.
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" }).hasAttribute("disabled")).toBe(false));
    expect(within(page.container).getByRole("timer", { name: "Expires in" }).textContent).toBe("01:00:00");
    expect(page.callsTo("/reward/claimable")).toEqual([]);
    page.unmount();
  });

  it("claims a reward of the server's page once, however often it is tapped, says what arrived and renders the page again on the server", async () => {
    const { callsTo } = await serverPage(backend());
    const claim = await readyClaim("Claim 50.00 KC: Daily check-in bonus");
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText("Daily check-in bonus: +50.00 KC claimed. Your KC balance is now 850.00.")).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/reward/claim")).toEqual([{ reward_id: 1, idempotency_key: ATTEMPT_KEY }]);
    fireEvent.click(await readyClaim("Claim 1.50 USDT: Mystery box"));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
    expect(callsTo("/reward/claim")).toEqual([
      { reward_id: 1, idempotency_key: ATTEMPT_KEY },
      { reward_id: 2, idempotency_key: ATTEMPT_KEY },
    ]);
    expect(callsTo("/reward/claimable")).toEqual([]);
  });

  it("says on the server's page why a claim was refused, and does not render it again", async () => {
    await serverPage(
      backend(() => {
        throw new BusinessError({ service: "activity", method: "POST", path: "/reward/claim", url: "" }, 2002, "You have already claimed this reward");
      }),
    );
    fireEvent.click(await readyClaim("Claim 1.50 USDT: Mystery box"));
    expect(await screen.findByText(/You have already claimed this reward/)).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("renders the page again on the server when a reward of the server's list expires", async () => {
    const answers = { ...backend(), "/reward/claimable": () => ({ list: [{ ...REWARDS[0]!, expires_at: NOW - 1 }] }) };
    const { callsTo } = await serverPage(answers);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/reward/claimable")).toEqual([]);
  });

  it("asks a guest to sign in, and reads the rewards in the browser when the server's read failed, with a retry", async () => {
    const guest = renderFeature(<RewardScreen locale="en-US" />, { answers: backend(), loggedIn: false });
    expect(await screen.findByText("Sign in to claim your rewards")).toBeTruthy();
    expect(guest.callsTo("/reward/claimable")).toEqual([]);
    cleanup();
    let down = true;
    const answers = { ...backend(), "/reward/claimable": () => (down ? Promise.reject(new Error("down")) : { list: REWARDS }) };
    const first = { userId: PLAYER_ID, data: await loadReward(fakeApi(answers).client) };
    expect(first.data.claimable).toBeNull();
    const { callsTo } = renderFeature(<RewardScreen locale="en-US" first={first} />, { answers });
    expect(await screen.findByText("Your rewards could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Daily check-in bonus")).toBeTruthy();
    expect(callsTo("/reward/claimable")).toEqual([{}, {}]);
  });

  it("asks for the player's own rewards when the server read for another login", async () => {
    const theirs = { list: [{ ...REWARDS[1]!, reward_id: 9, title: "Someone else's box" }] };
    const first = { userId: PLAYER_ID + 1, data: await loadReward(fakeApi({ "/reward/claimable": () => theirs }).client) };
    const { callsTo } = renderFeature(<RewardScreen locale="en-US" first={first} />, { answers: { "/reward/claimable": () => ({ list: REWARDS }) } });
    expect(await screen.findByText("Daily check-in bonus")).toBeTruthy();
    expect(screen.queryByText("Someone else's box")).toBeNull();
    expect(callsTo("/reward/claimable")).toEqual([{}]);
  });
});
