import { afterEach, describe, expect, it } from "vitest";
import { SIMULATOR_STORAGE_KEY, readSimulatorConfig, sanitizeConfig } from "./config";

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function at(url: string) {
  window.history.replaceState(null, "", url);
  return readSimulatorConfig(window);
}

describe("readSimulatorConfig", () => {
  it.each([
    ["/", null],
    ["/?other=1", null],
    ["/?bridgeSim=0", null],
    ["/?bridgeSim=1", {}],
    ["/?bridgeSimVersion=3.0.5", { version: "3.0.5" }],
    ["/?bridgeSimUser=12&bridgeSimKey=abc", { userId: 12, secretKey: "abc" }],
    ["/?bridgeSimAudit=true", { audit: true }],
    ["/?bridgeSimAudit=0", { audit: false }],
    ["/?bridgeSimUnsupported=share,notAMethod,%20openAd", { unsupported: ["share", "openAd"] }],
    ["/?bridgeSimOs=ios", { os: "ios" }],
    [`/?bridgeSim=${encodeURIComponent(JSON.stringify({ version: "3.2.0", userId: 5 }))}`, { version: "3.2.0", userId: 5 }],
  ])("%s gives %j", (url, expected) => {
    const config = at(url);
    if (expected === null) expect(config).toBeNull();
    else expect(config).toEqual({ ...expected, replies: {} });
  });

  it("lets the URL override localStorage field by field", () => {
    window.localStorage.setItem(
      SIMULATOR_STORAGE_KEY,
      JSON.stringify({ version: "3.0.1", userId: 9, replies: { share: { ret: 1, msg: "x" } } }),
    );
    expect(at("/?bridgeSimVersion=3.1.0&bridgeSim=" + encodeURIComponent(JSON.stringify({ replies: { close: "no-reply" } })))).toEqual({
      version: "3.1.0",
      userId: 9,
      replies: { share: { ret: 1, msg: "x" }, close: "no-reply" },
    });
  });

  it("treats unreadable localStorage as 'on, with defaults'", () => {
    window.localStorage.setItem(SIMULATOR_STORAGE_KEY, "{not json");
    expect(at("/")).toEqual({ replies: {} });
  });
});

describe("sanitizeConfig", () => {
  it("drops fields of the wrong type and replies for unknown methods", () => {
    expect(
      sanitizeConfig({
        version: 3,
        userId: "5",
        audit: "yes",
        os: "windows",
        latencyMs: -1,
        unsupported: ["share", 4],
        replies: { share: { ret: 0 }, bogus: { ret: 0 }, close: { nope: true } },
      }),
    ).toEqual({ unsupported: ["share"], replies: { share: { ret: 0 } } });
  });
});
