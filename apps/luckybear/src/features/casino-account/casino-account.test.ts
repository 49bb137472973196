// @vitest-environment node
import { BusinessError } from "@repo/api-client/errors";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { describe, expect, it, vi } from "vitest";
import { gaClientIdFromCookies, gaClientIdToSend, markGaClientIdSent } from "./ga-client-id";
import { inviteCodeFromSearch, keepInviteCode, storedInviteCode } from "./invite-code";
import { registerOnce } from "./register-once";
import { accountSyncDue, isRegisteredHere, markRegisteredHere } from "./sync-due";

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/register", url: "http://x/lucky_bear/register" } as const;

describe("the invite a landing carried", () => {
  it.each([
    ["?invite=LB10001", "LB10001"],
    ["?m=fb&invite=AG10001-5", "AG10001-5"],
    ["?invite=%20LB10001%20", "LB10001"],
    ["?invite=<script>", null],
    ["?invite=L", null],
    ["?invite=", null],
    ["", null],
  ])("%j → %j", (search, code) => expect(inviteCodeFromSearch(search)).toBe(code));

  it("keeps the first code: a later invite link does not replace it", () => {
    const storage = createMemoryStorage();
    expect(keepInviteCode(storage, null)).toBeNull();
    expect(keepInviteCode(storage, "LB10001")).toBe("LB10001");
    expect(keepInviteCode(storage, "LB10002")).toBe("LB10001");
    expect(storedInviteCode(storage)).toBe("LB10001");
  });
});

describe("registerOnce", () => {
  it("registers a player once per device, with the kept code", async () => {
    const storage = createMemoryStorage({ lb_invite_code: "LB10001" });
    const register = vi.fn(async () => ({ registered: true }));
    expect(await registerOnce(storage, 20001, register)).toBe(true);
    expect(await registerOnce(storage, 20001, register)).toBe(false);
    expect(register.mock.calls).toEqual([[{ invite_code: "LB10001" }]]);
    // Another player on the same device gets their own call.
    await registerOnce(storage, 20002, register);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it("forgets a code the server does not know and registers without it", async () => {
    const storage = createMemoryStorage({ lb_invite_code: "LB1" });
    const register = vi.fn(async (input: { invite_code?: string }) => {
      if (input.invite_code) throw new BusinessError(request, 1001, "Unknown invite code", [{ field: "invite_code", message: "No such code" }]);
      return { registered: true };
    });
    expect(await registerOnce(storage, 20001, register)).toBe(true);
    expect(register.mock.calls).toEqual([[{ invite_code: "LB1" }], [{}]]);
    expect(storedInviteCode(storage)).toBeNull();
    expect(isRegisteredHere(storage, 20001)).toBe(true);
  });

  it("leaves the player unmarked after another failure, so the next page load tries again", async () => {
    const storage = createMemoryStorage({ lb_invite_code: "LB10001" });
    const register = vi.fn(async () => {
      throw new BusinessError(request, 5000, "down");
    });
    expect(await registerOnce(storage, 20001, register)).toBe(false);
    expect(isRegisteredHere(storage, 20001)).toBe(false);
    expect(storedInviteCode(storage)).toBe("LB10001");
  });
});

describe("the analytics client id", () => {
  it.each([
    ["_ga=GA1.1.1234567890.1700000000", "1234567890.1700000000"],
    ["theme=dark; _ga=GA1.2.42.17; lang=en-US", "42.17"],
    ["_gid=GA1.2.1.2", null],
    ["_ga=garbage", null],
    ["", null],
  ])("%j → %j", (cookies, id) => expect(gaClientIdFromCookies(cookies)).toBe(id));

  it("is sent once per player and value", () => {
    const storage = createMemoryStorage();
    expect(gaClientIdToSend(storage, 20001, null)).toBeNull();
    expect(gaClientIdToSend(storage, 20001, "42.17")).toBe("42.17");
    markGaClientIdSent(storage, 20001, "42.17");
    expect(gaClientIdToSend(storage, 20001, "42.17")).toBeNull();
    expect(gaClientIdToSend(storage, 20001, "43.18")).toBe("43.18");
    expect(gaClientIdToSend(storage, 20002, "42.17")).toBe("42.17");
  });
});

describe("whether a page load has account work to do", () => {
  it("is due until the player is registered here and the browser's client id was sent", () => {
    const storage = createMemoryStorage();
    const cookies = "_ga=GA1.1.42.17";
    expect(accountSyncDue(storage, 20001, cookies)).toBe(true);
    markRegisteredHere(storage, 20001);
    expect(accountSyncDue(storage, 20001, "")).toBe(false);
    expect(accountSyncDue(storage, 20001, cookies)).toBe(true);
    markGaClientIdSent(storage, 20001, "42.17");
    expect(accountSyncDue(storage, 20001, cookies)).toBe(false);
    expect(accountSyncDue(storage, 20001, "_ga=GA1.1.43.18")).toBe(true);
    expect(accountSyncDue(storage, 20002, cookies)).toBe(true);
  });
});
