import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyWhenIdle } from "./lazy-when-idle";

type SheetProps = { open: boolean; title: string };
function Sheet({ open, title }: SheetProps) {
  return <section aria-label={title}>{open ? "open" : "closed"}</section>;
}

// This DOM has no idle callbacks (nor has Safari): the page's are stood in for.
function standInIdle() {
  const idle = vi.fn((run: IdleRequestCallback) => {
    run({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  Object.defineProperty(window, "requestIdleCallback", { value: idle, configurable: true });
  Object.defineProperty(window, "cancelIdleCallback", { value: vi.fn(), configurable: true });
  return idle;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
});

describe("lazyWhenIdle", () => {
  it("renders nothing until the part first opens, then the part, and keeps it once closed", async () => {
    const LazySheet = lazyWhenIdle<SheetProps>(async () => Sheet);
    const { rerender } = render(<LazySheet open={false} title="Sell" />);
    expect(screen.queryByRole("region", { name: "Sell" })).toBeNull();
    rerender(<LazySheet open title="Sell" />);
    expect((await screen.findByRole("region", { name: "Sell" })).textContent).toBe("open");
    rerender(<LazySheet open={false} title="Sell" />);
    expect(screen.getByRole("region", { name: "Sell" }).textContent).toBe("closed");
  });

  it("loads the part's code while the page is idle, before any opening", () => {
    const idle = standInIdle();
    const load = vi.fn(async () => Sheet);
    const LazySheet = lazyWhenIdle<SheetProps>(load);
    const { unmount } = render(<LazySheet open={false} title="Sell" />);
    expect(idle).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
    unmount();
  });

  it("waits to load while the device is offline", () => {
    const idle = standInIdle();
    const load = vi.fn(async () => Sheet);
    const onLine = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    try {
      const LazySheet = lazyWhenIdle<SheetProps>(load);
      render(<LazySheet open={false} title="Sell" />);
      expect(load).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
      expect(idle).toHaveBeenCalledOnce();
      expect(load).toHaveBeenCalledOnce();
    } finally {
      onLine.mockRestore();
    }
  });

  it("lets a preload that fails pass quietly (the part's opening would show it)", async () => {
    standInIdle();
    // A plain function: a mock would itself handle the promise it returns (it records how it settled).
    let loads = 0;
    const LazySheet = lazyWhenIdle<SheetProps>(() => {
      loads += 1;
      return Promise.reject(new Error("chunk failed"));
    });
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const { container } = render(<LazySheet open={false} title="Sell" />);
      expect(loads).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe("");
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
