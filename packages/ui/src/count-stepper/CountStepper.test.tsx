import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { clampCount, CountStepper } from "./CountStepper";

function Harness({ initial = 1, max = 3 }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <CountStepper label="Shares" value={value} onValueChange={setValue} max={max} hint="50 WH each" />;
}

describe("CountStepper", () => {
  it("steps between its limits and disables the button at each end", () => {
    renderWithI18n(<Harness />);
    const input = screen.getByLabelText("Shares") as HTMLInputElement;
    const more = screen.getByRole("button", { name: "More" });
    const fewer = screen.getByRole("button", { name: "Fewer" });
    expect(fewer.hasAttribute("disabled")).toBe(true);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input.value).toBe("3");
    expect(more.hasAttribute("disabled")).toBe(true);
    fireEvent.click(fewer);
    expect(input.value).toBe("2");
  });

  it("keeps a typed count whole and inside the limits", () => {
    renderWithI18n(<Harness max={10} />);
    const input = screen.getByLabelText("Shares") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "25" } });
    expect(input.value).toBe("10");
    fireEvent.change(input, { target: { value: "0" } });
    expect(input.value).toBe("1");
    expect(clampCount(4.7, 1, 10)).toBe(4);
    expect(clampCount(Number.NaN, 1, 10)).toBe(1);
    expect(clampCount(3, 1, 0)).toBe(1);
  });
});
