// A Platform for tests of code that uses one (not for app code): every method a spy, web-like
// capabilities, memory storage; override what the test is about.
import { vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import type { Platform, PlatformCapabilities } from "./types";

export function fakePlatform(overrides: Partial<Omit<Platform, "capabilities">> & { capabilities?: Partial<PlatformCapabilities> } = {}): Platform {
  const { capabilities, ...rest } = overrides;
  return {
    kind: "web",
    brand: "xworld",
    storage: createMemoryStorage(),
    share: vi.fn(async () => ({ ok: true as const, via: "clipboard" as const })),
    openLink: vi.fn(async () => undefined),
    openWebView: vi.fn(async () => undefined),
    openPost: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    payOrder: vi.fn(async () => "unsupported" as const),
    startSudGame: vi.fn(async () => "unsupported" as const),
    notifyLogin: vi.fn(async () => undefined),
    ...rest,
    capabilities: {
      nativeShare: false,
      canClose: false,
      separateWebView: false,
      contactRequest: false,
      hostLogin: false,
      hostPay: false,
      appOffers: false,
      sudGames: false,
      ...capabilities,
    },
  };
}
