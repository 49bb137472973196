import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../wallet/testing";
import { PvpMatchScreen } from "./PvpMatchScreen";
import { assetsAnswer, pvpMatch } from "./testing";

const joinRequest = { service: "pvp", method: "POST", path: pvpEndpoints.joinMatch.path, url: "http://x" } as const;

function setup({ wh = "100.00", audit = false, join }: { wh?: string; audit?: boolean; join?: (input: unknown) => unknown } = {}) {
  let match = pvpMatch();
  return renderFeature(<PvpMatchScreen locale="en-US" matchId={7} />, {
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

describe("PvpMatchScreen", () => {
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
