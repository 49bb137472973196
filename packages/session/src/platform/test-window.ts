// A minimal fake window for platform tests (not a test file itself: imported by them).
import { vi } from "vitest";

export interface FakeWindowOptions {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: (text: string) => Promise<void>;
  /** What window.open returns: a window, or null when a pop-up blocker stepped in. */
  openReturns?: "window" | "blocked";
  origin?: string;
  href?: string;
}

export function fakeWindow(options: FakeWindowOptions = {}) {
  const open = vi.fn(() => (options.openReturns === "blocked" ? null : ({} as Window)));
  const assign = vi.fn();
  const win = {
    navigator: {
      share: options.share,
      clipboard: options.clipboard ? { writeText: options.clipboard } : undefined,
    },
    open,
    location: { origin: options.origin ?? "https://app.example.com", href: options.href ?? "https://app.example.com/", assign },
  };
  return { window: win as unknown as Window, open, assign };
}

export function fakeRouter() {
  return { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
}
