import { describe, expect, it } from "vitest";
import { catalogFile, catalogRef, catalogRoute } from "./catalog-file";
import { loadMessages } from "./catalogs";

const context = (locale: string) => ({ params: Promise.resolve({ locale }) });

describe("the app's catalog file", () => {
  it("is the app's scopes merged, as the server renders with them", async () => {
    const file = await catalogFile("vi-VN", ["ui", "xworld"]);
    expect(JSON.parse(file.body)).toEqual(await loadMessages("vi-VN", ["ui", "xworld"]));
    expect(file.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it("has an address per locale and content", async () => {
    const vi = await catalogRef("vi-VN", ["ui", "xworld"]);
    const casino = await catalogRef("vi-VN", ["ui", "luckybear"]);
    const english = await catalogRef("en-US", ["ui", "xworld"]);
    expect(vi.url).toMatch(/^\/api\/catalog\/vi-VN\?v=[0-9a-f]{12}$/);
    expect(new Set([vi.url, casino.url, english.url]).size).toBe(3);
    expect(await catalogRef("vi-VN", ["xworld", "ui"])).toEqual({ ...vi, scopes: ["xworld", "ui"] });
  });
});

describe("catalogRoute", () => {
  const GET = catalogRoute(["ui", "xworld"]);

  it("serves the current version to be cached for good", async () => {
    const { url } = await catalogRef("th-TH", ["ui", "xworld"]);
    const response = await GET(new Request(`http://127.0.0.1${url}`), context("th-TH"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual(await loadMessages("th-TH", ["ui", "xworld"]));
  });

  it("serves another version's address the current file, not to be cached", async () => {
    const response = await GET(new Request("http://127.0.0.1/api/catalog/th-TH?v=000000000000"), context("th-TH"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 404 for a locale the apps do not have", async () => {
    const response = await GET(new Request("http://127.0.0.1/api/catalog/xx-XX"), context("xx-XX"));
    expect(response.status).toBe(404);
  });
});
