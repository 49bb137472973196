import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { BusinessError } from "@repo/api-client/errors";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadPvpMatch, type PvpMatchFirst } from "./load-pvp-match";
import { PvpMatchScreen } from "./PvpMatchScreen";
import { assetsAnswer, pvpMatch } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const joinRequest = { service: "pvp", method: "POST", path: pvpEndpoints.joinMatch.path, url: "http://x" } as const;

function setup({ wh = "100.00", audit = false, join, first }: { wh?: string; audit?: boolean; join?: (input: unknown) => unknown; first?: PlayerFirst<PvpMatchFirst> } = {}) {
  let match = pvpMatch();
  return renderFeature(<PvpMatchScreen locale="en-US" matchId={7} first={first} />, {
    audit,
    answers: {
      [pvpEndpoints.matchDetail.path]: () => match,
      [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: wh }),
      [pvpEndpoints.joinMatch.path]: (input) => {
        if (join) return join(input);
        match = pvpMatch({ status: "full", my_side: "blue", sides: [match.sides[0]!, { side: "blue", player: { user_id: 10001, username: "dev_player" } }] });
        return match;
      },
    },
  });
}

describe("PvpMatchScreen read by the browser (a guest, another login, or the server's read failed)", () => {
  it("shows the stake, the prize and both sides", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Evening duel" })).toBeTruthy();
    expect(screen.getByTestId("pvp-payout").textContent).toBe("76.00 WH");
    const sides = within(screen.getByRole("list", { name: "Sides" }));
    expect(sides.getByText("red_player")).toBeTruthy();
    expect(sides.getByText("Free seat")).toBeTruthy();
    expect(sides.queryByRole("button", { name: "Join the Red side" })).toBeNull();
  });

  it("joins the free side once, after the player confirms the stake", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Join the Blue side" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("You stake 40.00 WH on the Blue side. If your side wins you receive 76.00 WH");
    const confirm = within(dialog).getByRole("button", { name: "Stake 40.00 WH" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("Waiting for the result")).toBeTruthy();
    const joins = callsTo(pvpEndpoints.joinMatch.path) as { match_id: number; side: string; idempotency_key: string }[];
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatchObject({ match_id: 7, side: "blue", idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(screen.getByText("You")).toBeTruthy();
  });

  it("opens the balance-lack dialog instead of sending a stake the wallet cannot cover", async () => {
    const { callsTo, openDialog } = setup({ wh: "25.00" });
    await waitFor(() => expect(screen.getByTestId("pvp-balance").textContent).toBe("25.00 WH"));
    fireEvent.click(await screen.findByRole("button", { name: "Join the Blue side" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(pvpEndpoints.joinMatch.path)).toEqual([]);
  });

  it("says so in the page in audit mode, and on the server's balance-lack answer", async () => {
    setup({
      audit: true,
      join: () => {
        throw new BusinessError(joinRequest, 2001, "lack_WH");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Join the Blue side" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Stake 40.00 WH" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Not enough WH");
  });

  it("shows the winner their result and payout", async () => {
    renderFeature(<PvpMatchScreen locale="en-US" matchId={7} />, {
      answers: {
        [pvpEndpoints.matchDetail.path]: () => pvpMatch({ status: "settled", winner_side: "blue", my_side: "blue", my_result: "won", my_payout: "76.00", closed_at: 1_781_496_000 }),
        [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }),
      },
    });
    expect((await screen.findByRole("status")).textContent).toContain("You won the match");
    expect(screen.getByTestId("pvp-paid").textContent).toBe("76.00 WH");
    expect(screen.queryByRole("button", { name: /Join/ })).toBeNull();
  });

  it("tells the loser who won", async () => {
    renderFeature(<PvpMatchScreen locale="en-US" matchId={7} />, {
      answers: {
        [pvpEndpoints.matchDetail.path]: () => pvpMatch({ status: "settled", winner_side: "red", my_side: "blue", my_result: "lost", closed_at: 1_781_496_000 }),
        [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }),
      },
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("You lost the match"));
    expect(screen.getByRole("status").textContent).toContain("The Red side won. Your stake of 40.00 WH went to the winner.");
  });

  it("says a match that does not exist is gone", async () => {
    renderFeature(<PvpMatchScreen locale="en-US" matchId={99} />, {
      answers: {
        [pvpEndpoints.matchDetail.path]: () => {
          throw new BusinessError({ ...joinRequest, method: "GET", path: pvpEndpoints.matchDetail.path }, 1002, "This match does not exist");
        },
        [walletReadEndpoints.userAsset.path]: assetsAnswer({}),
      },
    });
    expect(await screen.findByText("This match does not exist.")).toBeTruthy();
  });
});

const DETAIL = pvpEndpoints.matchDetail.path;
const serverFirst = async (match: PvpMatch = pvpMatch(), userId = PLAYER_ID): Promise<PlayerFirst<PvpMatchFirst>> => ({
  userId,
  data: await loadPvpMatch(fakeApi({ [DETAIL]: () => match }).client, match.match_id),
});

describe("PvpMatchScreen with the match the server read for the player", () => {
  it("reads the match of the address, says an unknown one is missing, and leaves a failure to the browser", async () => {
    const server = fakeApi({ [DETAIL]: () => pvpMatch() });
    expect(await loadPvpMatch(server.client, 7)).toEqual({ match: pvpMatch(), missing: false });
    expect(server.callsTo(DETAIL)).toEqual([{ match_id: 7 }]);
    expect(await loadPvpMatch(server.client, null)).toEqual({ match: null, missing: true });
    const gone = fakeApi({ [DETAIL]: () => Promise.reject(new BusinessError({ ...joinRequest, path: DETAIL }, 1002, "This match does not exist")) });
    expect(await loadPvpMatch(gone.client, 99)).toEqual({ match: null, missing: true });
    expect(await loadPvpMatch(fakeApi({}).client, 7)).toEqual({ match: null, missing: false });
  });

  it("has the stake, the prize and both sides in its HTML, and hydrates without reading the match", async () => {
    const page = await hydrateFeature(<PvpMatchScreen locale="en-US" matchId={7} first={await serverFirst()} />, { answers: { [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }) } });
    expect(page.html).toContain("Evening duel<");
    expect(page.html).toContain("76.00 WH");
    expect(page.html).toContain("red_player<");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Join the Blue side" })).toBeTruthy();
    await waitFor(() => expect(within(page.container).getByTestId("pvp-balance").textContent).toBe("100.00 WH"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(DETAIL)).toEqual([]);
    expect(page.callsTo(walletReadEndpoints.userAsset.path)).toHaveLength(1);
    page.unmount();
  });

  it("joins the free side once with an attempt key, and renders the page again on the server", async () => {
    const { callsTo } = setup({ first: await serverFirst() });
    fireEvent.click(await screen.findByRole("button", { name: "Join the Blue side" }));
    const confirm = within(await screen.findByRole("dialog")).getByRole("button", { name: "Stake 40.00 WH" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    const joins = callsTo(pvpEndpoints.joinMatch.path) as { match_id: number; side: string; idempotency_key: string }[];
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatchObject({ match_id: 7, side: "blue", idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(callsTo(DETAIL)).toEqual([]);
  });

  it("opens the balance-lack dialog instead of sending a stake the wallet cannot cover", async () => {
    const { callsTo, openDialog } = setup({ wh: "25.00", first: await serverFirst() });
    await waitFor(() => expect(screen.getByTestId("pvp-balance").textContent).toBe("25.00 WH"));
    fireEvent.click(await screen.findByRole("button", { name: "Join the Blue side" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(callsTo(pvpEndpoints.joinMatch.path)).toEqual([]);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("renders a running match again on the server every 3 s, and an ended one not", async () => {
    vi.useFakeTimers();
    try {
      const running = renderFeature(<PvpMatchScreen locale="en-US" matchId={7} first={await serverFirst(pvpMatch({ status: "full" }))} />, { answers: {} });
      await act(async () => void vi.advanceTimersByTime(6_100));
      expect(router.refresh).toHaveBeenCalledTimes(2);
      running.unmount();
      router.refresh.mockClear();
      renderFeature(<PvpMatchScreen locale="en-US" matchId={7} first={await serverFirst(pvpMatch({ status: "settled", winner_side: "red", closed_at: 1_781_496_000 }))} />, { answers: {} });
      await act(async () => void vi.advanceTimersByTime(6_100));
      expect(router.refresh).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the winner their result and payout in its HTML", async () => {
    const won = pvpMatch({ status: "settled", winner_side: "blue", my_side: "blue", my_result: "won", my_payout: "76.00", closed_at: 1_781_496_000 });
    const page = await hydrateFeature(<PvpMatchScreen locale="en-US" matchId={7} first={await serverFirst(won)} />, { answers: { [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }) } });
    expect(page.html).toContain("You won the match");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("pvp-paid").textContent).toBe("76.00 WH");
    page.unmount();
  });

  it("says in its HTML that a match does not exist", async () => {
    const page = await hydrateFeature(<PvpMatchScreen locale="en-US" matchId={99} first={{ userId: PLAYER_ID, data: { match: null, missing: true } }} />, { answers: {} });
    expect(page.html).toContain("This match does not exist.");
    page.unmount();
  });

  it("reads the match in the browser when the server read for another login, or its read failed", async () => {
    const other = setup({ first: await serverFirst(pvpMatch({ title: "Someone else's view" }), PLAYER_ID + 1) });
    expect(await screen.findByRole("heading", { name: "Evening duel" })).toBeTruthy();
    expect(screen.queryByText("Someone else's view")).toBeNull();
    expect(other.callsTo(DETAIL)).toEqual([{ match_id: 7 }]);
    other.unmount();
    let fail = true;
    renderFeature(<PvpMatchScreen locale="en-US" matchId={7} first={{ userId: PLAYER_ID, data: { match: null, missing: false } }} />, {
      answers: { [DETAIL]: () => (fail ? Promise.reject(new Error("down")) : pvpMatch()), [walletReadEndpoints.userAsset.path]: assetsAnswer({}) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Evening duel" })).toBeTruthy();
  });
});
