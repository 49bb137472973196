import { describe, expect, it } from "vitest";
import type { BenchPage } from "./pages";
import { formatRenders, summarizeCommits } from "./renders";

describe("summarizeCommits", () => {
  it("takes the first commit that rendered anything as hydration and sums the commits after it", () => {
    expect(summarizeCommits([0, 0, 255, 0, 7, 1, 0, 8])).toEqual({ hydration: 255, laterCommits: 3, laterRenders: 16, largestLater: 8 });
  });

  it("is all zero for a page React never rendered", () => {
    expect(summarizeCommits([])).toEqual({ hydration: 0, laterCommits: 0, laterRenders: 0, largestLater: 0 });
    expect(summarizeCommits([0, 0])).toEqual({ hydration: 0, laterCommits: 0, laterRenders: 0, largestLater: 0 });
  });
});

describe("formatRenders", () => {
  it("prints one aligned row per page", () => {
    const page: BenchPage = { name: "luckybear /en-US/luckybear/game/gameTab", app: "luckybear", route: "/[locale]/luckybear/game/gameTab", url: "http://127.0.0.1/", as: "player", firstLoad: 192_000 };
    const lines = formatRenders([{ page, counts: { hydration: 228, laterCommits: 12, laterRenders: 104, largestLater: 37 } }]).split("\n");
    expect(lines[0]).toBe("page                                     as        hydration  later commits  later renders  largest later");
    expect(lines[1]).toBe("luckybear /en-US/luckybear/game/gameTab  player          228            12            104             37");
  });
});
