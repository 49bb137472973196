import type { Reports } from "@repo/analytics/reports";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GlobalError } from "../GlobalError";
import type { ClientRuntime } from "./create-runtime";
import { lastReports, rememberReports } from "./last-reports";
import { ReportingBoundary } from "./ReportingBoundary";
import { RuntimeContext } from "./runtime-context";

function fakeReports() {
  const reportRenderError = vi.fn<Reports["reportRenderError"]>();
  return { reports: { reportRenderError } as unknown as Reports, reportRenderError };
}

function Broken(): never {
  throw new Error("dialog exploded");
}

afterEach(() => {
  rememberReports(null);
  vi.restoreAllMocks();
});

describe("ReportingBoundary", () => {
  it("reports a failing part, renders nothing in its place and keeps the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { reports, reportRenderError } = fakeReports();
    const runtime = { analytics: { reports } } as unknown as ClientRuntime;
    render(
      <RuntimeContext.Provider value={runtime}>
        <ReportingBoundary part="global-ui">
          <Broken />
        </ReportingBoundary>
        <p>the page</p>
      </RuntimeContext.Provider>,
    );
    expect(screen.getByText("the page")).toBeTruthy();
    expect(reportRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "dialog exploded" }),
      expect.objectContaining({ componentStack: expect.stringMatching(/^global-ui\n/) }),
    );
  });

  it("renders its children when nothing fails", () => {
    render(
      <ReportingBoundary part="app-start">
        <p>fine</p>
      </ReportingBoundary>,
    );
    expect(screen.getByText("fine")).toBeTruthy();
  });
});

describe("GlobalError", () => {
  it("reports through the reports the runtime left behind", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { reports, reportRenderError } = fakeReports();
    rememberReports(reports);
    expect(lastReports()).toBe(reports);
    const error = Object.assign(new Error("layout failed"), { digest: "abc123" });
    render(<GlobalError error={error} reset={() => undefined} brand="xworld" />, { container: document.documentElement });
    expect(reportRenderError).toHaveBeenCalledWith(error, { digest: "abc123" });
  });

  it("loads its screen in the URL's language when it is needed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/en-US/wallet");
    const error = Object.assign(new Error("layout failed"), { digest: "abc123" });
    render(<GlobalError error={error} reset={() => undefined} brand="xworld" />, { container: document.documentElement });
    expect(await screen.findByRole("heading", { name: "Something went wrong." }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("abc123")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en-US");
  });
});
