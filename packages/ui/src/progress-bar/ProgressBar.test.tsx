import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { ProgressBar } from "./ProgressBar";

describe("ProgressBar", () => {
  it.each([
    [30, 100, "30", "30%"],
    [3, 7, "3", "43%"],
    [150, 100, "100", "100%"],
    [-5, 100, "0", "0%"],
  ])("value %d of %d → aria-valuenow %s, text %s", (value, max, now, text) => {
    renderWithI18n(<ProgressBar label="Daily tasks" value={value} max={max} />);
    const bar = screen.getByRole("progressbar", { name: "Daily tasks" });
    expect(bar.getAttribute("aria-valuenow")).toBe(now);
    expect(bar.getAttribute("aria-valuetext")).toBe(text);
  });

  it("is indeterminate without a value", () => {
    renderWithI18n(<ProgressBar label="Syncing" />);
    const bar = screen.getByRole("progressbar", { name: "Syncing" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
  });

  it("uses the caller's value text", () => {
    renderWithI18n(<ProgressBar label="Invites" value={3} max={5} valueText="3/5" />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("3/5");
  });
});
