import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ConfirmDialog } from "./ConfirmDialog";

function setup(pending: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithI18n(
    <ConfirmDialog
      open
      title="Confirm the withdrawal"
      description="12.5 USDT leave your wallet."
      confirmLabel="Confirm withdrawal"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe("ConfirmDialog", () => {
  it("confirms, cancels, and closes with Escape", async () => {
    const { onConfirm, onCancel } = setup(false);
    expect(screen.getByRole("dialog", { name: "Confirm the withdrawal" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Confirm withdrawal" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("cannot be cancelled or closed while the action runs", async () => {
    const { onCancel } = setup(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
  });
});
