// @vitest-environment node
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { describe, expect, it, vi } from "vitest";
import { lookupPublicProfile, readShowcase, readXid } from "./public-profile";

const request = { service: "user", method: "GET", path: "/user/public_cheak", url: "http://x/user/public_cheak" } as const;
const PLAYER = { user_id: 10001, username: "dev_player", avatar: "http://x/a.svg", vip_level: 3 };

describe("readXid", () => {
  it.each([
    ["10001", 10001],
    ["%31%30", 10],
    ["0", null],
    ["-5", null],
    ["10001abc", null],
    ["select", null],
    ["%E0%A4%A", null],
    ["9999999999999", null],
  ] as const)("%s → %s", (xid, id) => expect(readXid(xid)).toBe(id));
});

describe("lookupPublicProfile", () => {
  it("finds a player", async () => {
    const call = vi.fn(async () => PLAYER);
    await expect(lookupPublicProfile({ call } as never, 10001)).resolves.toEqual({ kind: "found", profile: PLAYER });
    expect(call).toHaveBeenCalledWith(userReadEndpoints.publicCheak, { user_id: 10001 });
  });

  it("says nobody for an unknown id, or no id, without asking for the latter", async () => {
    const call = vi.fn(async () => {
      throw new BusinessError(request, 1002, "No such user");
    });
    await expect(lookupPublicProfile({ call } as never, 99)).resolves.toEqual({ kind: "not-found" });
    call.mockClear();
    await expect(lookupPublicProfile({ call } as never, null)).resolves.toEqual({ kind: "not-found" });
    expect(call).not.toHaveBeenCalled();
  });

  it("reports a failure it cannot read as failed, not as a missing player", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const call = vi.fn(async () => {
      throw new NetworkError(request, new TypeError("fetch failed"));
    });
    await expect(lookupPublicProfile({ call } as never, 10001)).resolves.toEqual({ kind: "failed" });
  });
});

describe("readShowcase", () => {
  it("reads the player's showcase, and gives null when it cannot (or there is no id)", async () => {
    const showcase = { bio: "Hi", games: [] };
    const call = vi.fn(async () => showcase);
    await expect(readShowcase({ call } as never, 10001)).resolves.toEqual(showcase);
    expect(call).toHaveBeenCalledWith(profileEndpoints.showcase, { user_id: 10001 });
    await expect(readShowcase({ call: vi.fn(async () => Promise.reject(new NetworkError(request, new TypeError("fetch failed")))) } as never, 10001)).resolves.toBeNull();
    call.mockClear();
    await expect(readShowcase({ call } as never, null)).resolves.toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
