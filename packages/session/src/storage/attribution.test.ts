import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./adapter";
import { captureAttribution, readAttribution } from "./attribution";

describe("captureAttribution", () => {
  it("stores UTM and referral parameters of the landing URL", () => {
    const storage = createMemoryStorage();
    const result = captureAttribution(
      "https://x.example.com/share/land?utm_source=fb&utm_medium=cpc&utm_campaign=tet&m=meta&c=c1&fbc=fb.1.2.abc&fbp=fb.1.3",
      storage,
    );
    expect(result).toEqual({
      utm: { utm_source: "fb", utm_medium: "cpc", utm_campaign: "tet" },
      referral: { m: "meta", c: "c1", fbc: "fb.1.2.abc", fbp: "fb.1.3" },
    });
    expect(readAttribution(storage)).toEqual(result);
  });

  it("keeps the first touch when a later link carries other values", () => {
    const storage = createMemoryStorage();
    captureAttribution("/?utm_source=first&m=first", storage);
    const result = captureAttribution("/?utm_source=second&utm_medium=x&m=second&c=y", storage);
    expect(result.utm).toEqual({ utm_source: "first" });
    expect(result.referral).toEqual({ m: "first" });
  });

  it("fills a group the first link did not carry", () => {
    const storage = createMemoryStorage();
    captureAttribution("/?utm_source=first", storage);
    expect(captureAttribution("/?m=later", storage).referral).toEqual({ m: "later" });
  });

  it("ignores empty parameters and stores nothing for a plain URL", () => {
    const storage = createMemoryStorage();
    expect(captureAttribution("/wallet?utm_source=&m=%20", storage)).toEqual({ utm: {}, referral: {} });
    expect(storage.snapshot()).toEqual({});
  });

  it("tolerates a URL that cannot be parsed", () => {
    expect(captureAttribution("http://[bad", createMemoryStorage())).toEqual({ utm: {}, referral: {} });
  });
});
