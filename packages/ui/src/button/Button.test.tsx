import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { Button } from "./Button";

describe("Button", () => {
  it("calls onClick when pressed", async () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Claim</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Claim" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores presses while loading and says it is busy", async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Claim
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toContain("Loading");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("does not submit forms unless asked to", () => {
    renderWithI18n(<Button>Go</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });
});
