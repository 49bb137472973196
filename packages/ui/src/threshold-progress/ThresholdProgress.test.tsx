import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { ThresholdProgress, isThresholdReached } from "./ThresholdProgress";

afterEach(cleanup);

describe("ThresholdProgress", () => {
  it("shows current / threshold and the share reached", () => {
    renderWithI18n(<ThresholdProgress label="Bet 500" current={125} threshold={500} formatValue={(value) => value.toFixed(2)} />);
    const bar = screen.getByRole("progressbar", { name: "Bet 500" });
    expect(bar.getAttribute("aria-valuenow")).toBe("125");
    expect(bar.getAttribute("aria-valuetext")).toBe("125.00 / 500.00");
  });

  it("stops at the threshold once it is passed", () => {
    renderWithI18n(<ThresholdProgress label="Bet 500" current={650} threshold={500} />);
    const bar = screen.getByRole("progressbar", { name: "Bet 500" });
    expect(bar.getAttribute("aria-valuenow")).toBe("500");
    expect(bar.getAttribute("aria-valuetext")).toBe("500 / 500");
  });

  it.each([
    [499.99, 500, false],
    [500, 500, true],
    [Number.NaN, 500, false],
  ])("%d of %d reached: %s", (current, threshold, reached) => {
    expect(isThresholdReached(current, threshold)).toBe(reached);
  });
});
