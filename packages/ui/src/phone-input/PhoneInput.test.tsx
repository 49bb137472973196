import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { flagEmoji, nationalDigits } from "./countries";
import { PhoneInput } from "./PhoneInput";

function Controlled({ onDialCodeChange }: { onDialCodeChange?: (code: string) => void }) {
  const [dialCode, setDialCode] = useState<string>();
  const [number, setNumber] = useState("");
  return (
    <PhoneInput
      label="Phone number"
      dialCode={dialCode}
      onDialCodeChange={(code) => {
        setDialCode(code);
        onDialCodeChange?.(code);
      }}
      number={number}
      onNumberChange={setNumber}
    />
  );
}

describe("PhoneInput", () => {
  it("starts on +84 (Vietnam)", () => {
    renderWithI18n(<Controlled />);
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country code" });
    expect(picker.value).toBe("VN");
    expect(screen.getByText("+84")).toBeTruthy();
  });

  it("switches the prefix when another country is picked, keeping which +7 country it was", async () => {
    const onDialCodeChange = vi.fn();
    renderWithI18n(<Controlled onDialCodeChange={onDialCodeChange} />);
    const picker = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country code" });
    await userEvent.selectOptions(picker, "KZ");
    expect(onDialCodeChange).toHaveBeenLastCalledWith("+7");
    expect(picker.value).toBe("KZ");
    expect(screen.getByText("+7")).toBeTruthy();
  });

  it("keeps only digits of what is typed", async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>("Phone number");
    await userEvent.type(input, "91a2-34");
    expect(input.value).toBe("91234");
  });

  it("drops the selected prefix from a pasted international number", () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>("Phone number");
    fireEvent.change(input, { target: { value: "+84 912 345 678" } });
    expect(input.value).toBe("912345678");
  });
});

describe("nationalDigits", () => {
  it.each([
    ["912 345 678", "+84", "912345678"],
    ["+84 912 345 678", "+84", "912345678"],
    ["84912345678", "+84", "84912345678"],
    ["+7 (701) 123-45-67", "+7", "7011234567"],
    ["+63 917", "+84", "63917"],
  ])("%s with %s → %s", (input, dialCode, expected) => {
    expect(nationalDigits(input, dialCode)).toBe(expected);
  });
});

describe("flagEmoji", () => {
  it("builds a flag from regional indicators", () => {
    expect(flagEmoji("VN")).toBe("🇻🇳");
    expect(flagEmoji("br")).toBe("🇧🇷");
  });
});
