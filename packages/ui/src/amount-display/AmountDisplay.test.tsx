import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { AmountDisplay } from "./AmountDisplay";

describe("AmountDisplay", () => {
  it("shows an already formatted value as given", () => {
    renderWithI18n(<AmountDisplay value="1.25M" unit="KTHER" />);
    expect(screen.getByText("1.25M")).toBeTruthy();
    expect(screen.getByText("KTHER")).toBeTruthy();
  });

  it("formats a raw amount with the caller's formatter", () => {
    const formatter = vi.fn((amount: number | string) => `≈${Number(amount) / 1000}K`);
    renderWithI18n(<AmountDisplay amount={90500} formatter={formatter} />);
    expect(formatter).toHaveBeenCalledWith(90500);
    expect(screen.getByText("≈90.5K")).toBeTruthy();
  });

  it("hides the number when masked", () => {
    renderWithI18n(<AmountDisplay value="1,000" masked />);
    expect(screen.queryByText("1,000")).toBeNull();
    expect(screen.getByRole("img", { name: "Amount hidden" })).toBeTruthy();
  });

  it("announces loading instead of a number", () => {
    renderWithI18n(<AmountDisplay value="1,000" loading />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    expect(screen.queryByText("1,000")).toBeNull();
  });
});
