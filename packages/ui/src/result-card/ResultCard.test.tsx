import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SummaryList } from "../summary-list/SummaryList";
import { ResultCard } from "./ResultCard";

describe("ResultCard with a SummaryList", () => {
  it("announces the outcome with its rows and keeps the actions outside the announcement", () => {
    render(
      <ResultCard tone="warning" title="Half done" subtitle="Order 7" actions={<button type="button">Try again</button>}>
        <SummaryList rows={[{ label: "Fee", value: "1 XB", testId: "fee" }, { label: "Arrives", value: "9 XB", emphasis: true }]} />
      </ResultCard>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Half done");
    expect(status.textContent).toContain("Order 7");
    expect(screen.getByTestId("fee").textContent).toBe("1 XB");
    expect(status.contains(screen.getByRole("button", { name: "Try again" }))).toBe(false);
    expect(status.closest("[data-tone]")?.getAttribute("data-tone")).toBe("warning");
  });
});
