import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { StatusPill } from "./StatusPill";

describe("StatusPill", () => {
  it.each([
    ["success", "bg-success"],
    ["danger", "bg-danger"],
    ["warning", "bg-warning"],
    ["info", "bg-primary"],
    ["neutral", "bg-surface-sunken"],
  ] as const)("shows the state in the %s colours", (tone, background) => {
    renderWithI18n(<StatusPill tone={tone}>Won</StatusPill>);
    const pill = screen.getByText("Won");
    expect(pill.dataset.tone).toBe(tone);
    expect(pill.className).toContain(background);
  });

  it("is neutral unless told", () => {
    renderWithI18n(<StatusPill>Waiting</StatusPill>);
    expect(screen.getByText("Waiting").dataset.tone).toBe("neutral");
  });
});
