import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { OtpInput } from "./OtpInput";

function Controlled({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState("");
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} />;
}

const cells = () => screen.getAllByRole<HTMLInputElement>("textbox");
const code = () => cells().map((cell) => cell.value).join("");

describe("OtpInput", () => {
  it("has six labelled cells in a labelled group", () => {
    renderWithI18n(<Controlled />);
    expect(screen.getByRole("group", { name: "Verification code" })).toBeTruthy();
    expect(cells()).toHaveLength(6);
    expect(screen.getByLabelText("Digit 1 of 6")).toBe(cells()[0]);
    expect(cells()[0]?.getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("moves along while typing and reports the whole code once complete", async () => {
    const onComplete = vi.fn();
    renderWithI18n(<Controlled onComplete={onComplete} />);
    await userEvent.click(cells()[0] as HTMLInputElement);
    await userEvent.keyboard("12345");
    expect(onComplete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cells()[5]);
    await userEvent.keyboard("6");
    expect(code()).toBe("123456");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456");
  });

  it("fills every cell from a paste, ignoring non-digits", async () => {
    const onComplete = vi.fn();
    renderWithI18n(<Controlled onComplete={onComplete} />);
    fireEvent.paste(cells()[0] as HTMLInputElement, { clipboardData: { getData: () => "Code: 987 654" } });
    expect(code()).toBe("987654");
    expect(onComplete).toHaveBeenCalledWith("987654");
  });

  it("walks back with backspace, clearing one digit at a time", async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(cells()[0] as HTMLInputElement);
    await userEvent.keyboard("123");
    expect(document.activeElement).toBe(cells()[3]);
    await userEvent.keyboard("{Backspace}");
    expect(code()).toBe("12");
    expect(document.activeElement).toBe(cells()[2]);
    await userEvent.keyboard("{Backspace}{Backspace}");
    expect(code()).toBe("");
    expect(document.activeElement).toBe(cells()[0]);
  });

  it("does not let focus skip past the first empty cell", async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(cells()[4] as HTMLInputElement);
    expect(document.activeElement).toBe(cells()[0]);
  });
});
