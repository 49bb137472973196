import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ConfirmDialog } from "./LazyConfirmDialog";

const dialog = (open: boolean, onConfirm = vi.fn()) => (
  <ConfirmDialog open={open} title="Confirm the exchange" description="10 KTHER become 9.9 XUSD." confirmLabel="Exchange" onConfirm={onConfirm} onCancel={vi.fn()} />
);

describe("the confirm dialog the apps import", () => {
  it("renders nothing until it first opens, then the dialog itself", async () => {
    const onConfirm = vi.fn();
    const { rerender } = renderWithI18n(dialog(false, onConfirm));
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(dialog(true, onConfirm));
    await userEvent.click(await screen.findByRole("button", { name: "Exchange" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole("dialog", { name: "Confirm the exchange" })).toBeTruthy();
  });
});
