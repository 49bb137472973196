import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { VipBadge } from "./VipBadge";
import { toVipLevel, VIP_LEVELS } from "./vip-levels";

/** The drawing of a badge without its generated gradient id. */
function drawing(level: number): string {
  const { container, unmount } = renderWithI18n(<VipBadge level={level} />);
  const svg = container.querySelector("svg")?.outerHTML ?? "";
  unmount();
  return svg.replace(/id="[^"]*"|url\(#[^)]*\)/g, "");
}

describe("VipBadge", () => {
  it("draws a different icon for each of the 11 levels", () => {
    const drawings = VIP_LEVELS.map(drawing);
    expect(drawings.every((svg) => svg.startsWith("<svg"))).toBe(true);
    expect(new Set(drawings).size).toBe(11);
  });

  it("differs between levels in more than the printed number", () => {
    const withoutNumber = VIP_LEVELS.map((level) => drawing(level).replace(/<text[\s\S]*<\/text>/, ""));
    expect(new Set(withoutNumber).size).toBe(11);
  });

  it("is named by its level", () => {
    renderWithI18n(<VipBadge level={7} showLabel />);
    expect(screen.getByRole("img", { name: "VIP level 7" })).toBeTruthy();
  });
});

describe("toVipLevel", () => {
  it.each([
    [-1, 0],
    [0, 0],
    [3.7, 3],
    [10, 10],
    [12, 10],
    [Number.NaN, 0],
  ])("%d → %d", (input, level) => {
    expect(toVipLevel(input)).toBe(level);
  });
});
