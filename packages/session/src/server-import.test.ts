// @vitest-environment node
// Server components and route handlers import session modules: nothing may touch window at import,
// and the browser-only helpers must degrade instead of throwing.
import { describe, expect, it } from "vitest";

describe("on the server", () => {
  it("every non-React entry imports without a window", async () => {
    expect(typeof window).toBe("undefined");
    const modules = await Promise.all([
      import("./app-init/index"),
      import("./login-redirect"),
      import("./login/rules"),
      import("./platform/detect"),
      import("./bind-phone"),
      import("./api-context"),
      import("./stores/session"),
      import("./stores/common"),
      import("./stores/login"),
      import("./storage/persisted"),
    ]);
    expect(modules.every((module) => Object.keys(module).length > 0)).toBe(true);
  });

  it("storage, cookies and detection fall back to harmless defaults", async () => {
    const { createLocalStorage } = await import("./storage/adapter");
    const { createDocumentCookieJar } = await import("./storage/cookies");
    const { readPlatformEnvironment, createPlatform } = await import("./platform/detect");
    const storage = createLocalStorage();
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
    expect(createDocumentCookieJar().get("lang")).toBeNull();
    expect(readPlatformEnvironment({ brand: "xworld", storage })).toEqual({
      brand: "xworld",
      isTelegram: false,
      hasNativeBridge: false,
      pageModel: false,
    });
    const platform = createPlatform("web", {
      brand: "xworld",
      router: { push: () => undefined, replace: () => undefined },
      getLocale: () => "vi-VN",
      native: { homeScheme: "xworld://home" },
    });
    expect(platform.capabilities.nativeShare).toBe(false);
  });
});
