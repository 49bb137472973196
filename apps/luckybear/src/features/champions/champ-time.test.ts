import { describe, expect, it } from "vitest";
import { champCountdownTarget, sortChamps } from "./champ-time";

const champ = (champ_id: number, status: "running" | "upcoming" | "ended", start_at: number) => ({
  champ_id,
  title: `C${champ_id}`,
  status,
  start_at,
  end_at: start_at + 100,
  prize_pool: "1",
  coin_name: "LB-USDT",
});

describe("champ-time", () => {
  it("counts down to the start while upcoming, to the end while running, not at all once ended", () => {
    expect(champCountdownTarget(champ(1, "upcoming", 50))).toBe(50_000);
    expect(champCountdownTarget(champ(1, "running", 50))).toBe(150_000);
    expect(champCountdownTarget(champ(1, "ended", 50))).toBeNull();
  });

  it("orders running, upcoming, ended", () => {
    const sorted = sortChamps([champ(1, "ended", 1), champ(2, "upcoming", 9), champ(3, "running", 5), champ(4, "upcoming", 7)]);
    expect(sorted.map((entry) => entry.champ_id)).toEqual([3, 4, 2, 1]);
  });
});
