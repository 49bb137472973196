import { beforeEach, describe, expect, it } from "vitest";
import { loadTagManager, tagManagerScriptUrl, type TagManagerEnv } from "./tag-manager";

let doc: Document;

beforeEach(() => {
  // happy-dom's script loading is disabled; let it count as a quiet success instead of logging.
  const happyDOM = (window as Window & { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
    .happyDOM;
  if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  doc = document.implementation.createHTMLDocument("tags");
});

function env(overrides: Partial<TagManagerEnv> = {}): TagManagerEnv & { window: { dataLayer?: unknown[] } } {
  return { document: doc, window: {}, now: () => 1_700_000_000_000, automated: false, ...overrides };
}

const scripts = () => [...doc.querySelectorAll("script"), ...document.querySelectorAll("script")];

describe("loadTagManager", () => {
  it("injects one async script and starts the data layer when an id and a host are set", () => {
    const target = env();
    expect(loadTagManager({ id: "GTM-AB12", host: "www.googletagmanager.com", nonce: "n0nce" }, target)).toBe("loaded");
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12");
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe("n0nce");
    expect(target.window.dataLayer).toEqual([{ "gtm.start": 1_700_000_000_000, event: "gtm.js" }]);

    expect(loadTagManager({ id: "GTM-AB12", host: "www.googletagmanager.com" }, target)).toBe("already-loaded");
    expect(scripts()).toHaveLength(1);
  });

  it.each([{}, { id: "GTM-AB12" }, { host: "www.googletagmanager.com" }, { id: " ", host: "x" }])(
    "is off unless both id and host are configured (%o)",
    (config) => {
      expect(loadTagManager(config, env())).toBe("not-configured");
      expect(scripts()).toHaveLength(0);
    },
  );

  it("is off in automated browsers", () => {
    expect(loadTagManager({ id: "GTM-AB12", host: "h.example.test" }, env({ automated: true }))).toBe("automated");
    expect(scripts()).toHaveLength(0);
  });

  it("is off in tests by default", () => {
    expect(loadTagManager({ id: "GTM-AB12", host: "h.example.test" })).toBe("automated");
    expect(scripts()).toHaveLength(0);
  });
});

describe("tagManagerScriptUrl", () => {
  it.each([
    ["www.googletagmanager.com", "https://www.googletagmanager.com/gtm.js?id=GTM-1"],
    ["https://tags.example.test/", "https://tags.example.test/gtm.js?id=GTM-1"],
    ["http://127.0.0.1:4400", "http://127.0.0.1:4400/gtm.js?id=GTM-1"],
  ])("%s → %s", (host, url) => {
    expect(tagManagerScriptUrl(host, "GTM-1")).toBe(url);
  });
});
