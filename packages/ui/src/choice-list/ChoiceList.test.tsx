import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ChoiceList } from "./ChoiceList";

const OPTIONS = [
  { value: "spam", label: "Spam" },
  { value: "cheating", label: "Cheating", description: "Bots, exploits" },
  { value: "other", label: "Something else" },
];

function Several({ max }: { max?: number }) {
  const [value, setValue] = useState<string[]>(["spam"]);
  return <ChoiceList multiple legend="Show on profile" name="games" options={OPTIONS} value={value} onChange={setValue} max={max} />;
}

describe("ChoiceList", () => {
  it("is a labelled radio group that reports the choice, and arrow keys move it", async () => {
    const onChange = vi.fn();
    renderWithI18n(<ChoiceList legend="Reason" name="reason" options={OPTIONS} value="spam" onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Reason" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Spam" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText("Cheating"));
    expect(onChange).toHaveBeenLastCalledWith("cheating");
  });

  it("lets several be chosen up to the limit and unchosen again", async () => {
    renderWithI18n(<Several max={2} />);
    const other = screen.getByRole("checkbox", { name: "Something else" }) as HTMLInputElement;
    await userEvent.click(screen.getByRole("checkbox", { name: /Cheating/ }));
    expect(other.disabled).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Spam" }));
    expect(other.disabled).toBe(false);
    await userEvent.click(other);
    expect(other.checked).toBe(true);
  });

  it("describes the group by its error", () => {
    renderWithI18n(<ChoiceList legend="Reason" name="reason" options={OPTIONS} value={null} onChange={vi.fn()} error="Choose a reason." />);
    const group = screen.getByRole("group", { name: "Reason" });
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Choose a reason.");
  });

  it("reads a grid tile by its label", async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <ChoiceList
        layout="grid"
        legend="Avatar"
        name="avatar"
        options={[{ value: "1", label: "Avatar 1", leading: <img alt="" src="data:," /> }]}
        value={null}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Avatar 1" }));
    expect(onChange).toHaveBeenCalledWith("1");
  });
});
