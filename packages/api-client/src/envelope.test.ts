// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, isAccepted, readEnvelope } from "./envelope";

describe("acceptance rule (HTTP 200 and code 0 or 200..299)", () => {
  it.each([
    [200, 0, true],
    [200, 200, true],
    [200, 250, true],
    [200, 299, true],
    [200, 199, false],
    [200, 300, false],
    [200, 1, false],
    [200, -1, false],
    [200, 1004, false],
    [201, 0, false],
    [204, 200, false],
    [500, 0, false],
    [404, 200, false],
  ])("status %i with code %i is accepted: %s", (status, code, accepted) => {
    expect(isAccepted(status, code)).toBe(accepted);
  });
});

describe("readEnvelope", () => {
  it("reads code, msg and data", () => {
    expect(readEnvelope({ code: 0, msg: "ok", data: { a: 1 } })).toEqual({ ok: true, envelope: { code: 0, msg: "ok", data: { a: 1 } } });
  });

  it("accepts a numeric string code and a missing msg", () => {
    expect(readEnvelope({ code: "200", data: null })).toEqual({ ok: true, envelope: { code: 200, msg: "", data: null } });
  });

  it.each([
    [null, "(body)"],
    [[1, 2], "(body)"],
    [{ msg: "no code" }, "code"],
    [{ code: "zero" }, "code"],
    [{ code: 1.5 }, "code"],
    [{ code: 0, msg: 42 }, "msg"],
  ])("rejects %j naming %s", (body, field) => {
    expect(readEnvelope(body)).toMatchObject({ ok: false, field });
  });

  it("keeps field errors in order, first message of each field", () => {
    const read = readEnvelope({ code: 1001, msg: "invalid", errors: { phone: ["too short", "digits only"], country_code: "unknown" } });
    if (!read.ok) throw new Error("expected an envelope");
    expect(fieldErrorsOf(read.envelope)).toEqual([
      { field: "phone", message: "too short" },
      { field: "country_code", message: "unknown" },
    ]);
  });
});
