import { type I18n } from "@lingui/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const setI18n = vi.fn<(i18n: I18n) => void>();
vi.mock("@lingui/react/server", () => ({ setI18n: (i18n: I18n) => setI18n(i18n) }));

const loadMessages = vi.fn();
vi.mock("./catalogs", () => ({ loadMessages: (...args: unknown[]) => loadMessages(...args) }));

// Fresh module per test: the instance cache lives at module level.
async function importServer() {
  vi.resetModules();
  return import("./server");
}

describe("server i18n", () => {
  beforeEach(() => {
    setI18n.mockReset();
    loadMessages.mockReset();
    loadMessages.mockImplementation(async (locale: string) => ({ greet: [`hello in ${locale}`] }));
  });

  it("initLingui activates the locale, sets the request's instance and returns it", async () => {
    const { initLingui } = await importServer();
    const i18n = await initLingui("ru-RU", ["ui", "xworld"]);
    expect(i18n.locale).toBe("ru-RU");
    expect(i18n._("greet")).toBe("hello in ru-RU");
    expect(setI18n).toHaveBeenCalledWith(i18n);
    expect(loadMessages).toHaveBeenCalledWith("ru-RU", ["ui", "xworld"]);
  });

  it("reuses one instance per locale and scope set, whatever the order of scopes", async () => {
    const { getI18n } = await importServer();
    const first = await getI18n("vi-VN", ["xworld", "ui"]);
    const second = await getI18n("vi-VN", ["ui", "xworld"]);
    const other = await getI18n("th-TH", ["ui", "xworld"]);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });

  it("loads every scope when none are named", async () => {
    const { getI18n } = await importServer();
    await getI18n("es-MX");
    expect(loadMessages).toHaveBeenCalledWith("es-MX", ["ui", "xworld", "luckybear"]);
  });

  it("retries a catalog load that failed instead of caching the failure", async () => {
    loadMessages.mockRejectedValueOnce(new Error("chunk failed"));
    const { getI18n } = await importServer();
    await expect(getI18n("id-ID", ["ui"])).rejects.toThrow("chunk failed");
    const i18n = await getI18n("id-ID", ["ui"]);
    expect(i18n._("greet")).toBe("hello in id-ID");
  });
});
