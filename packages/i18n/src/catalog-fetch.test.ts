import { describe, expect, it, vi } from "vitest";
import { fetchCatalog, isMessages } from "./catalog-fetch";

const answer = (body: BodyInit, status = 200) => vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

describe("fetchCatalog", () => {
  it("reads the compiled messages of the file", async () => {
    const fetcher = answer(JSON.stringify({ hello: "Hello", count: ["You have ", ["n"], " coins"] }));
    await expect(fetchCatalog("/api/catalog/en-US?v=1", fetcher)).resolves.toEqual({ hello: "Hello", count: ["You have ", ["n"], " coins"] });
    expect(fetcher).toHaveBeenCalledWith("/api/catalog/en-US?v=1");
  });

  it("says the file did not load when the server answers an error", async () => {
    await expect(fetchCatalog("/x", answer("No such locale", 404))).rejects.toThrow("The translations could not load (HTTP 404).");
  });

  it("refuses an answer that is not a catalog", async () => {
    await expect(fetchCatalog("/x", answer("<html>proxy error</html>"))).rejects.toThrow("The translations could not be read.");
    await expect(fetchCatalog("/x", answer(JSON.stringify(["hello"])))).rejects.toThrow("The translations could not be read.");
    await expect(fetchCatalog("/x", answer(JSON.stringify({ hello: 3 })))).rejects.toThrow("The translations could not be read.");
  });
});

describe("isMessages", () => {
  it("takes an object of texts and compiled messages only", () => {
    expect(isMessages({})).toBe(true);
    expect(isMessages({ a: "A", b: ["B"] })).toBe(true);
    expect(isMessages(null)).toBe(false);
    expect(isMessages({ a: { nested: true } })).toBe(false);
  });
});
