// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inviteCodeOf, landingPath, readInviterId, webInviteLink } from "./invite-link";
import { readShareTab } from "./share-tabs";

describe("the invite", () => {
  it("is the player's id as a code and a short link without a locale", () => {
    expect(inviteCodeOf(10001)).toBe("10001");
    expect(webInviteLink("https://xworld.example", 10001)).toBe("https://xworld.example/r/10001");
    expect(webInviteLink("http://127.0.0.1:3000/", 7)).toBe("http://127.0.0.1:3000/r/7");
    expect(landingPath(10001)).toBe("/share/land?uid=10001");
  });

  const inviters: [Record<string, string | string[] | undefined>, number | null][] = [
    [{ uid: "10001" }, 10001],
    [{ uid: ["10002", "10003"] }, 10002],
    [{ uid: "" }, null],
    [{ uid: "0" }, null],
    [{ uid: "10001x" }, null],
    [{ uid: "https://evil.example" }, null],
    [{}, null],
  ];
  it.each(inviters)("reads the inviter of %j as %s", (search, id) => expect(readInviterId(search)).toBe(id));
});

describe("readShareTab", () => {
  it.each([
    ["friends", "friends"],
    ["rewards", "rewards"],
    ["invite", "invite"],
    ["Friends", "invite"],
    [null, "invite"],
  ] as const)("%s → %s", (value, tab) => expect(readShareTab(value)).toBe(tab));
});
