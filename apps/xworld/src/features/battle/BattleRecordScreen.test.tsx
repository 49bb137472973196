import type { BattleRecord } from "@repo/api-client/endpoints/battle";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageAnswer, plain, renderFeature } from "../wallet/testing";
import { BattleRecordScreen } from "./BattleRecordScreen";

const NOW = TEST_NOW / 1000;
const DAY = 86_400;

/** One battle a day, the newest (still running) first; the one of day 2 paid the player. */
const RECORD: BattleRecord[] = Array.from({ length: 23 }, (_, day) => ({
  battle_id: 20_619 - day,
  title: "Daily battle",
  coin_name: "WH",
  status: day === 0 ? "running" : "ended",
  ends_at: NOW + DAY / 2 - day * DAY,
  entries: 3,
  fees_paid: "30.00",
  best_score: 4_000 + day,
  rank: day === 0 ? 7 : day === 2 ? 1 : 12,
  prize: day === 2 ? "500.00" : null,
}));

const rows = () => within(screen.getByRole("list", { name: "My battle record" })).getAllByRole("listitem");

describe("/battle/record", () => {
  it("lists the player's battles newest first, with runs, best score, rank and what each paid", async () => {
    const { callsTo } = renderFeature(<BattleRecordScreen locale="en-US" />, { answers: { "/battle/record": pageAnswer(RECORD) } });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const [running, ended, won] = rows().map((row) => plain(row.textContent));
    expect(running).toBe("Battle of 06/15/20263 runs · best 4000 · rank 7Running");
    expect(ended).toBe("Battle of 06/14/20263 runs · best 4001 · rank 12Ended");
    expect(won).toBe("Battle of 06/13/20263 runs · best 4002 · rank 1Won 500.00 WH");
    expect(plain(screen.getByText(/of 23$/).textContent)).toBe("20 of 23");
    expect(callsTo("/battle/record")).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("reads the next page on Show more, then offers no more", async () => {
    const { callsTo } = renderFeature(<BattleRecordScreen locale="en-US" />, { answers: { "/battle/record": pageAnswer(RECORD) } });
    fireEvent.click(await screen.findByRole("button", { name: "Show more" }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(plain(rows()[22]?.textContent ?? "")).toContain("best 4022");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo("/battle/record")).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("says how to start a record when the player has none", async () => {
    renderFeature(<BattleRecordScreen locale="en-US" />, { answers: { "/battle/record": pageAnswer([]) } });
    expect(await screen.findByText("No battles yet.")).toBeTruthy();
    expect(screen.getByText("Enter today's battle to start your record.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("asks a guest to sign in and reads nothing", () => {
    const { call } = renderFeature(<BattleRecordScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(screen.getByText("Battle every day")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
