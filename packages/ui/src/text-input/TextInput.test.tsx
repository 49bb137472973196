import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { TextInput } from "./TextInput";

describe("TextInput", () => {
  it("is labelled and reports typing", async () => {
    const onChange = vi.fn();
    renderWithI18n(<TextInput label="Nickname" onChange={(e) => onChange(e.target.value)} />);
    await userEvent.type(screen.getByLabelText("Nickname"), "bear");
    expect(onChange).toHaveBeenLastCalledWith("bear");
  });

  it("describes itself by the hint, or by the error when there is one", () => {
    const { rerender } = renderWithI18n(<TextInput label="E-mail" hint="We never share it" />);
    const input = screen.getByLabelText("E-mail");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("We never share it");

    rerender(<TextInput label="E-mail" hint="We never share it" error="Enter a valid e-mail" />);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Enter a valid e-mail");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid e-mail");
  });
});
