import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormSkeleton } from "./FormSkeleton";

describe("FormSkeleton", () => {
  it("shows the form's title and a block of each row's size, busy", () => {
    render(<FormSkeleton title="Subscribe" blocks={[{ width: "30%" }, { height: 48 }]} />);
    expect(screen.getByRole("heading", { name: "Subscribe" })).toBeTruthy();
    const blocks = screen.getByTestId("form-skeleton");
    expect(blocks.getAttribute("aria-busy")).toBe("true");
    const rows = blocks.querySelectorAll<HTMLElement>("[data-skeleton]");
    expect([...rows].map((row) => [row.style.width, row.style.height])).toEqual([
      ["30%", "0.14rem"],
      ["100%", "0.48rem"],
    ]);
  });
});
