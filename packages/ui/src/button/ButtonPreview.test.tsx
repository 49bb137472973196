import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { Button } from "./Button";
import { ButtonPreview } from "./ButtonPreview";

describe("ButtonPreview", () => {
  it("is a disabled button with its label", () => {
    renderWithI18n(<ButtonPreview aria-label="Copy the address">Copy</ButtonPreview>);
    expect((screen.getByRole("button", { name: "Copy the address" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("looks as a disabled Button of the same variant and size, with no hooks (a server component can render it)", () => {
    const classOf = (html: string) => /<button[^>]*class="([^"]*)"/.exec(html)?.[1];
    expect(classOf(renderToString(<ButtonPreview variant="secondary" size="sm" block>Copy</ButtonPreview>))).toBe(
      classOf(renderToString(<Button variant="secondary" size="sm" block disabled>Copy</Button>)),
    );
  });
});
