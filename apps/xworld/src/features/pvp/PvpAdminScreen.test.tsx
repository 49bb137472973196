import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../wallet/testing";
import { PvpAdminScreen } from "./PvpAdminScreen";
import { pvpConfig, pvpMatch } from "./testing";

const full = pvpMatch({
  match_id: 3,
  title: "Ladder final",
  is_host: true,
  status: "full",
  sides: [
    { side: "red", player: { user_id: 10003, username: "red_player" } },
    { side: "blue", player: { user_id: 10004, username: "blue_player" } },
  ],
});

function setup() {
  let hosted = [full];
  return renderFeature(<PvpAdminScreen locale="en-US" />, {
    answers: {
      [pvpEndpoints.config.path]: () => pvpConfig,
      [pvpEndpoints.matchList.path]: () => ({ list: hosted }),
      [pvpEndpoints.createMatch.path]: (input) => {
        const { title, coin_name, stake } = input as { title: string; coin_name: string; stake: string };
        const created = pvpMatch({ match_id: 9, title, coin_name, stake, is_host: true, sides: [{ side: "red", player: null }, { side: "blue", player: null }] });
        hosted = [created, ...hosted];
        return created;
      },
      [pvpEndpoints.settleMatch.path]: () => {
        hosted = hosted.map((match) => (match.match_id === 3 ? { ...match, status: "settled" as const, winner_side: "blue" as const } : match));
        return hosted.find((match) => match.match_id === 3);
      },
    },
  });
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("PvpAdminScreen", () => {
  it("checks the title and the stake before opening a match, and shows what the winner receives", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Open the match" }));
    expect(await screen.findByText("A title has 3 to 40 characters.")).toBeTruthy();
    expect(screen.getByText("Enter an amount.")).toBeTruthy();

    fireEvent.change(field("Title"), { target: { value: "  Rematch " } });
    fireEvent.change(field("Stake per side"), { target: { value: "5" } });
    expect(await screen.findByText("The minimum is 10.00 WH.")).toBeTruthy();
    fireEvent.change(field("Stake per side"), { target: { value: "25.5" } });
    expect(screen.getByTestId("pvp-create-payout").textContent).toBe("48.45 WH");
    expect(callsTo(pvpEndpoints.createMatch.path)).toEqual([]);

    const form = field("Title").closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Your matches" })).getByText("Rematch")).toBeTruthy());
    expect(callsTo(pvpEndpoints.createMatch.path)).toEqual([{ title: "Rematch", coin_name: "WH", stake: "25.5" }]);
  });

  it("settles a full match once, after naming the winner", async () => {
    const { callsTo } = setup();
    const row = within(await screen.findByTestId("hosted-3"));
    fireEvent.click(row.getByRole("button", { name: "Blue side won" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("The Blue side (blue_player) wins and receives 76.00 WH at once.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Settle" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Settle" }));
    await waitFor(() => expect(within(screen.getByTestId("hosted-3")).getByText("Settled")).toBeTruthy());
    expect(callsTo(pvpEndpoints.settleMatch.path)).toEqual([{ match_id: 3, winner_side: "blue", idempotency_key: expect.any(String) }]);
    expect(within(screen.getByTestId("hosted-3")).queryByRole("button", { name: "Blue side won" })).toBeNull();
  });
});
