import { describe, expect, it } from "vitest";
import { toAppInfo } from "./environment";
import { parseReply } from "./reply";

describe("parseReply", () => {
  it.each([
    ["an object", { ret: 0, params: { a: 1 }, msg: "ok" }, { ret: 0, params: { a: 1 }, msg: "ok" }],
    ["a JSON string", '{"ret":0,"params":{"a":1}}', { ret: 0, params: { a: 1 }, msg: "" }],
    ["params as a JSON string", { ret: 0, params: '{"a":1}' }, { ret: 0, params: { a: 1 }, msg: "" }],
    ["a numeric-string ret", { ret: "1002", msg: "no" }, { ret: 1002, params: {}, msg: "no" }],
    ["no params", { ret: 3 }, { ret: 3, params: {}, msg: "" }],
    ["a missing ret", { params: {} }, null],
    ["a non-numeric ret", { ret: "x" }, null],
    ["an empty-string ret", { ret: "" }, null],
    ["broken JSON", "{ret:", null],
    ["an array", [0], null],
    ["undefined", undefined, null],
  ])("reads %s", (_label, raw, expected) => {
    expect(parseReply(raw)).toEqual(expected);
  });
});

describe("toAppInfo", () => {
  it("keeps the method list only when it is a list of names, and reads audit as a flag", () => {
    expect(toAppInfo({ version: "3.1.0", os: "ios", methods: ["share", 3], audit: "1" })).toEqual({
      version: "3.1.0",
      os: "ios",
      methods: ["share"],
      audit: true,
    });
    expect(toAppInfo({ version: 3, methods: "share" })).toEqual({ version: "3", os: "" });
  });
});
