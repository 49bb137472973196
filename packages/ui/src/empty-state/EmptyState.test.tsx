import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows its title as text inside a list or section", () => {
    render(<EmptyState title="No friends yet" />);
    expect(screen.getByText("No friends yet").tagName).toBe("P");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("is the page's heading when it is all the page shows", () => {
    render(<EmptyState title="This page does not exist." headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1, name: "This page does not exist." })).toBeTruthy();
  });
});
