import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { TextInput } from "./TextInput";
import { TextInputPreview } from "./TextInputPreview";

describe("TextInputPreview", () => {
  it("is TextInput's field, labelled and described by its hint, not usable", () => {
    renderWithI18n(<TextInputPreview id="amount" label="Amount of USDT" hint="Available: 125.50 USDT" />);
    const input = screen.getByLabelText("Amount of USDT") as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Available: 125.50 USDT");
  });

  it("draws the box of a disabled TextInput, with no hooks (a server component can render it)", () => {
    const preview = renderToString(<TextInputPreview id="amount" label="Amount" hint="Hint" />);
    const field = renderToString(<TextInput id="amount" label="Amount" hint="Hint" disabled />);
    const boxClass = (html: string) => /<div class="([^"]*min-h-48[^"]*)"/.exec(html)?.[1];
    expect(boxClass(preview)).toBe(boxClass(field));
  });

  it("hides its label for screen readers only and shows the placeholder, as a search box's TextInput", () => {
    const preview = renderToString(<TextInputPreview id="q" label="Your question" hideLabel type="search" placeholder="For example: withdraw" />);
    const field = renderToString(<TextInput id="q" label="Your question" hideLabel type="search" placeholder="For example: withdraw" disabled />);
    const labelClass = (html: string) => /<label[^>]*class="([^"]*)"/.exec(html)?.[1];
    expect(labelClass(preview)).toBe(labelClass(field));
    expect(labelClass(preview)).toContain("sr-only");
    expect(preview).toContain('placeholder="For example: withdraw"');
    expect(preview).toContain('type="search"');
  });
});
