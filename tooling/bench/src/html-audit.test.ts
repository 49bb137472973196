import { describe, expect, it } from "vitest";
import { formatHtmlAudit, type HtmlRow, summarizeHtml } from "./html-audit";
import type { BenchPage } from "./pages";

const page = (name: string): BenchPage => ({ name, app: "xworld", route: "/[locale]/x", url: "http://127.0.0.1:1/en-US/x", as: "player", firstLoad: 0 });

describe("summarizeHtml", () => {
  it("counts the visible text of <main> only, without scripts, and its busy parts", () => {
    const html =
      '<body><nav>Home Wallet</nav><main class="flex-1"><h1>Invite friends</h1><script>self.__next_f.push([1,"x"])</script>' +
      '<div aria-busy="true"><span></span></div><p>Friend&#x27;s   code &amp; link</p></main><footer>Tab bar</footer></body>';
    expect(summarizeHtml(html)).toEqual({ text: "Invite friends Friend's code & link".length, busy: 1, preview: "Invite friends Friend's code & link" });
  });

  it("reads a page without <main> as empty", () => {
    expect(summarizeHtml("<body><p>Redirecting</p></body>")).toEqual({ text: 0, busy: 0, preview: "" });
  });
});

describe("formatHtmlAudit", () => {
  it("lists the thin and busy pages, thinnest first, and counts the rest", () => {
    const rows: HtmlRow[] = [
      { page: page("xworld /en-US/wallet"), status: 200, summary: { text: 400, busy: 0, preview: "Wallet" } },
      { page: page("xworld /en-US/share"), status: 200, summary: { text: 16, busy: 0, preview: "‹ Invite friends" } },
      { page: page("xworld /en-US/space"), status: 200, summary: { text: 66, busy: 1, preview: "‹ Showcase" } },
      { page: page("xworld /en-US/setup"), status: 307, summary: null },
    ];
    const lines = formatHtmlAudit(rows).split("\n");
    expect(lines[0]).toBe("Server HTML of 4 pages: 2 with under 40 characters of text in <main> or a busy part, 1 not a page (a redirect), 1 complete.");
    expect(lines.slice(3).map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(["xworld /en-US/share", "xworld /en-US/space"]);
  });
});
