import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { FormAlert } from "./FormAlert";

describe("FormAlert", () => {
  it("announces the message as an alert in the tone's colour", () => {
    renderWithI18n(<FormAlert tone="warning">Not enough KTHER to continue.</FormAlert>);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Not enough KTHER to continue.");
    expect(alert.className).toContain("text-warning");
  });

  it("renders nothing without a message", () => {
    const { container } = renderWithI18n(<FormAlert>{null}</FormAlert>);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
