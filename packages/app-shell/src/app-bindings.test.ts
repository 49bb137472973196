// @vitest-environment node
import { catalogRef } from "@repo/i18n/catalog-file";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appBindings } from "./app-bindings";
import type { ServerEnv } from "./env";
import { loadLocaleMessages } from "./locale-messages";

vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
vi.mock("@lingui/react/server", () => ({ setI18n: vi.fn() }));
vi.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock("./locale-messages", () => ({ loadLocaleMessages: vi.fn(async () => ({})), loadLocaleCorrections: vi.fn(async () => ({})) }));

const ENV = { API_ORIGIN: "http://127.0.0.1:9", SERVICE_HOSTS: "", SERVER_API_TIMEOUT_MS: 100 } as ServerEnv;
const bindings = appBindings({ page: "xworld", serverEnv: () => ENV, buildVersion: "b7", scopes: ["ui", "xworld"] });

afterEach(() => vi.clearAllMocks());

describe("appBindings", () => {
  it("reads the app's own texts: its translation page, its build and its catalogs", async () => {
    await bindings.enterLocale(Promise.resolve({ locale: "vi-VN" }));
    expect(loadLocaleMessages).toHaveBeenCalledWith("vi-VN", { env: ENV, page: "xworld", buildVersion: "b7", scopes: ["ui", "xworld"] });
    expect(bindings.appCatalog("vi-VN")).toEqual(catalogRef("vi-VN", ["ui", "xworld"]));
  });

  it("a page a guest opens is read as a guest, and a signed-in page is not read at all without the login", async () => {
    const load = vi.fn(async (_api: unknown, userId: number | null) => ({ userId }));
    expect(await bindings.enterLocaleAsViewer(Promise.resolve({ locale: "en-US" }), load)).toMatchObject({ locale: "en-US", first: { userId: null, data: { userId: null } } });
    const playerLoad = vi.fn(async () => 1);
    expect(await bindings.enterLocaleAsPlayer(Promise.resolve({ locale: "en-US" }), playerLoad)).toEqual({ locale: "en-US", first: null });
    expect(playerLoad).not.toHaveBeenCalled();
  });

  it("an unknown locale is a 404 before any text is read", async () => {
    await expect(bindings.enterLocale(Promise.resolve({ locale: "xx-XX" }))).rejects.toThrow("NEXT_NOT_FOUND");
    expect(loadLocaleMessages).not.toHaveBeenCalled();
  });
});
