import { createMemoryStorage } from "@repo/session/storage/adapter";
import { describe, expect, it } from "vitest";
import { storedInviteCode } from "./invite-code";

describe("storedInviteCode", () => {
  it.each([
    ["a stored inviter", { share_uid: "10001" }, { invite_code: "10001" }],
    ["an inviter with spaces around it", { share_uid: " 10001 " }, { invite_code: "10001" }],
    ["no stored inviter", {}, {}],
    ["an empty share uid", { share_uid: "" }, {}],
    ["text that is no user id", { share_uid: "null" }, {}],
    ["zero", { share_uid: "0" }, {}],
    ["a negative id", { share_uid: "-5" }, {}],
    ["a fraction", { share_uid: "10.5" }, {}],
  ])("%s", (_name, stored: Record<string, string>, expected) => {
    expect(storedInviteCode(createMemoryStorage(stored))).toEqual(expected);
  });

  it("reads the inviter without removing it", () => {
    const storage = createMemoryStorage({ share_uid: "10001" });
    storedInviteCode(storage);
    expect(storage.getItem("share_uid")).toBe("10001");
  });
});
