import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { TextArea } from "./TextArea";

function Controlled({ limit, error }: { limit?: number; error?: string }) {
  const [value, setValue] = useState("");
  return <TextArea label="About you" value={value} onChange={(event) => setValue(event.target.value)} limit={limit} error={error} />;
}

describe("TextArea", () => {
  it("counts characters as people do and keeps what was typed past the limit", async () => {
    renderWithI18n(<Controlled limit={5} />);
    const field = screen.getByLabelText("About you");
    await userEvent.type(field, "hi 👋");
    expect(screen.getByText("4 / 5")).toBeTruthy();
    await userEvent.type(field, "there");
    expect((field as HTMLTextAreaElement).value).toBe("hi 👋there");
    const counter = screen.getByText("9 / 5").parentElement;
    expect(counter?.className).toContain("text-danger");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(counter?.id);
    expect(counter?.textContent).toContain("9 of 5 characters");
  });

  it("is described by its error and marked invalid", () => {
    renderWithI18n(<Controlled error="No links, please" />);
    const field = screen.getByLabelText("About you");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe("No links, please");
  });
});
