import { afterEach, describe, expect, it, vi } from "vitest";
import { enterLocaleWithFirst } from "./locale-segment";

vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
vi.mock("@lingui/react/server", () => ({ setI18n: vi.fn() }));

const messages = async () => ({});
const params = (locale: string) => Promise.resolve({ locale });

afterEach(() => vi.restoreAllMocks());

describe("enterLocaleWithFirst", () => {
  it("gives the page its locale and what the server fetched", async () => {
    expect(await enterLocaleWithFirst(params("en-US"), messages, async (locale) => ({ games: [locale] }))).toEqual({ locale: "en-US", first: { games: ["en-US"] } });
  });

  it("a loader that throws leaves everything to the browser, and says so in the server's log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("bug");
    expect(await enterLocaleWithFirst(params("vi-VN"), messages, () => Promise.reject(failure))).toEqual({ locale: "vi-VN", first: undefined });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("first data"), failure);
  });

  it("an unknown locale is a 404 before anything loads", async () => {
    const load = vi.fn(async () => ({}));
    await expect(enterLocaleWithFirst(params("xx-XX"), messages, load)).rejects.toThrow("NEXT_NOT_FOUND");
    expect(load).not.toHaveBeenCalled();
  });
});
