import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { AmountField } from "./AmountField";

describe("AmountField", () => {
  it("passes what is typed, offers All and shows the unit", () => {
    const onValueChange = vi.fn();
    const onAll = vi.fn();
    renderWithI18n(<AmountField label="Amount" unit="XB" value="" onValueChange={onValueChange} onAll={onAll} />);
    const input = screen.getByLabelText("Amount");
    expect(input.getAttribute("inputmode")).toBe("decimal");
    fireEvent.change(input, { target: { value: "12,5" } });
    expect(onValueChange).toHaveBeenCalledWith("12,5");
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(onAll).toHaveBeenCalledOnce();
    expect(screen.getByText("XB")).toBeTruthy();
  });

  it("marks the field invalid with the form's message and has no All button without onAll", () => {
    renderWithI18n(<AmountField label="Amount" value="9" onValueChange={() => undefined} error="Too much" />);
    expect(screen.getByLabelText("Amount").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Too much")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "All" })).toBeNull();
  });
});
