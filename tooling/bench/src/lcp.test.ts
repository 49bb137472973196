import { describe, expect, it } from "vitest";
import { formatLcp, lcpDetail } from "./lcp";
import type { Run } from "./measure";
import type { BenchPage } from "./pages";

/** The audit's details as Lighthouse 12.8 writes them into the report. */
function auditDetails(node: object, timings: number[]) {
  return {
    type: "list",
    items: [
      { type: "table", headings: [], items: [{ node: { type: "node", ...node } }] },
      {
        type: "table",
        headings: [],
        items: ["TTFB", "Load Delay", "Load Time", "Render Delay"].map((phase, index) => ({ phase, timing: timings[index], percent: "" })),
      },
    ],
  };
}

describe("lcpDetail", () => {
  it("names the element by its tag and label and reads the four phases in order", () => {
    const details = auditDetails({ snippet: '<h1 class="text-24">', nodeLabel: "Withdraw\n  USDT" }, [450, 0, 0, 1320]);
    expect(lcpDetail(details)).toEqual({
      element: '<h1> "Withdraw USDT"',
      phases: { ttfb: 450, loadDelay: 0, loadTime: 0, renderDelay: 1320 },
    });
  });

  it("shortens a long label and keeps an image's load phases", () => {
    const details = auditDetails({ snippet: '<img alt="x" src="/banner.png">', nodeLabel: "A very long banner description that goes on" }, [300, 600, 250, 90]);
    expect(lcpDetail(details)).toEqual({
      element: '<img> "A very long banner description …"',
      phases: { ttfb: 300, loadDelay: 600, loadTime: 250, renderDelay: 90 },
    });
  });

  it("gives nulls for an audit that did not apply or came without its phases", () => {
    expect(lcpDetail(undefined)).toEqual({ element: null, phases: null });
    expect(lcpDetail({ type: "list", items: [{ type: "table", items: [{ node: { snippet: "<p>", nodeLabel: "" } }] }] })).toEqual({
      element: "<p>",
      phases: null,
    });
    expect(lcpDetail(auditDetails({ snippet: "<p>", nodeLabel: "Hi" }, [1, 2, 3]))).toEqual({ element: '<p> "Hi"', phases: null });
  });
});

describe("formatLcp", () => {
  const page: BenchPage = { name: "xworld /en-US", app: "xworld", route: "/[locale]", url: "http://127.0.0.1/en-US", as: "visitor", firstLoad: 180_000 };
  const run = (lcpElement: string | null, renderDelay: number): Run => ({
    score: 80, fcp: 800, lcp: 2000, tbt: 500, cls: 0, requests: 40,
    lcpElement,
    lcpPhases: { ttfb: 400, loadDelay: 0, loadTime: 0, renderDelay },
    simulatedTbt: null,
  });

  it("prints the element most runs named and each phase's median", () => {
    const runs = [run('<img> "Banner"', 900), run('<h1> "Home"', 1500), run('<img> "Banner"', 1100)];
    const lines = formatLcp([{ page, runs, median: runs[0]! }]).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^xworld \/en-US\s+visitor\s+<img> "Banner"\s+400\s+0\s+0\s+1100$/);
  });

  it("prints dashes for a page whose runs named nothing", () => {
    const runs = [{ ...run(null, 0), lcpPhases: null }];
    expect(formatLcp([{ page, runs, median: runs[0]! }]).split("\n")[1]).toMatch(/visitor\s+—\s+—\s+—\s+—\s+—$/);
  });
});
