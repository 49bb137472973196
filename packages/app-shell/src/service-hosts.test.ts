import { describe, expect, it } from "vitest";
import { parseServiceHosts } from "./service-hosts";

describe("parseServiceHosts", () => {
  it("reads service=url pairs", () => {
    expect(parseServiceHosts("wallet=https://w.example.com, lucky-bear=https://lb.example.com/api")).toEqual({
      wallet: "https://w.example.com",
      "lucky-bear": "https://lb.example.com/api",
    });
  });

  it("is empty for an empty setting", () => {
    expect(parseServiceHosts("")).toEqual({});
  });

  it.each(["walet=https://w.example.com", "wallet", "=https://x", "wallet=not a url"])("rejects %j", (value) => {
    expect(() => parseServiceHosts(value)).toThrow(/SERVICE_HOSTS/);
  });
});
