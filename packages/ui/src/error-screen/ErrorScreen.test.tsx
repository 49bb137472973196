import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ErrorScreen } from "./ErrorScreen";

describe("ErrorScreen", () => {
  it("says something went wrong and retries on request", async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole("heading", { name: "Something went wrong." })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("has no retry button when nothing can be retried", () => {
    renderWithI18n(<ErrorScreen />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
