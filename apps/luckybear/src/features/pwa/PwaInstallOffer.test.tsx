import type { Platform } from "@repo/session/platform/types";
import { SessionProvider } from "@repo/session/react/provider";
import { createMemoryStorage, type KeyValueStorage } from "@repo/session/storage/adapter";
import { createMemoryCookieJar } from "@repo/session/storage/cookies";
import { dialog, dialogAtom } from "@repo/session/stores/common";
import type { PlatformKind } from "@repo/session/types";
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PwaInstallOffer } from "./PwaInstallOffer";
import { fakePlatform } from "@repo/session/platform/test-platform";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function platformOf(kind: PlatformKind, storage: KeyValueStorage): Platform {
  return fakePlatform({ kind, brand: "luckybear", storage });
}

/** One visit to the casino home: a fresh page (store) on the same device (storage); the visitor scrolls. */
function visit(kind: PlatformKind, storage: KeyValueStorage, store = createStore(), interaction: "scroll" | "tap" = "scroll") {
  const view = render(
    <SessionProvider platform={platformOf(kind, storage)} store={store} cookies={createMemoryCookieJar()} location={{ hostname: "localhost", protocol: "http:" }}>
      <PwaInstallOffer />
    </SessionProvider>,
  );
  act(() => void (interaction === "scroll" ? fireEvent.wheel(window, { deltaY: 80 }) : fireEvent.pointerDown(window)));
  const opened = store.get(dialogAtom);
  view.unmount();
  return opened;
}

const at = (isoLocal: string) => vi.useFakeTimers({ now: new Date(isoLocal), toFake: ["Date"] });

describe("PwaInstallOffer", () => {
  it("waits for the visitor to scroll the home before it covers the page: a tap alone opens nothing", () => {
    const storage = createMemoryStorage();
    at("2026-11-21T09:00:00");
    expect(visit("luckybear-web", storage, createStore(), "tap")).toBeNull();
    // Nothing was shown, so the day is still unused.
    expect(visit("luckybear-web", storage)).toEqual({ name: "pwa-install", props: {} });
  });

  it("offers the install on a web visitor's first visit, not again that day, and again the next day", () => {
    const storage = createMemoryStorage();
    at("2026-11-21T09:00:00");
    expect(visit("luckybear-web", storage)).toEqual({ name: "pwa-install", props: {} });
    at("2026-11-21T23:59:00");
    expect(visit("luckybear-web", storage)).toBeNull();
    at("2026-11-22T00:01:00");
    expect(visit("luckybear-web", storage)).toEqual({ name: "pwa-install", props: {} });
  });

  it.each<PlatformKind>(["native", "telegram"])("never offers it inside an app (%s), and leaves the day unused", (kind) => {
    const storage = createMemoryStorage();
    expect(visit(kind, storage)).toBeNull();
    expect(visit("luckybear-web", storage)).toEqual({ name: "pwa-install", props: {} });
  });

  it("does not replace a dialog that is already open", () => {
    const storage = createMemoryStorage();
    const store = createStore();
    const open = dialog("download-app", {});
    store.set(dialogAtom, open);
    expect(visit("luckybear-web", storage, store)).toEqual(open);
    expect(visit("luckybear-web", storage)).toEqual({ name: "pwa-install", props: {} });
  });
});
