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

  it("loads the dialog while the page is idle", async () => {
    // This DOM has no idle callbacks (nor has Safari): the page's are stood in for.
    const idle = vi.fn((run: IdleRequestCallback) => {
      run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    Object.defineProperty(window, "requestIdleCallback", { value: idle, configurable: true });
    Object.defineProperty(window, "cancelIdleCallback", { value: vi.fn(), configurable: true });
    try {
      const { unmount } = renderWithI18n(dialog(false));
      expect(idle).toHaveBeenCalledOnce();
      unmount();
    } finally {
      Reflect.deleteProperty(window, "requestIdleCallback");
      Reflect.deleteProperty(window, "cancelIdleCallback");
    }
  });
});
