import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./adapter";
import { STORAGE_KEYS, walletPasswordKey } from "./keys";
import { isUsableSecretKey, parseUserId, persisted, readCredentials } from "./persisted";

describe("parseUserId", () => {
  it.each([
    [42, 42],
    ["42", 42],
    [" 7 ", 7],
    [0, null],
    [-3, null],
    ["0", null],
    ["abc", null],
    ["null", null],
    ["", null],
    [1.5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])("%j → %j", (input, expected) => {
    expect(parseUserId(input)).toBe(expected);
  });
});

describe("isUsableSecretKey", () => {
  it.each([
    ["k3y", true],
    ["", false],
    ["null", false],
    ["undefined", false],
    [" null ", false],
    [null, false],
    [undefined, false],
  ])("%j → %j", (input, expected) => {
    expect(isUsableSecretKey(input)).toBe(expected);
  });
});

describe("corrupt stored values read as absent", () => {
  it.each([
    ["user info that is not JSON", STORAGE_KEYS.userInfo, "{not json", () => persisted.userInfo],
    ["user info of the wrong shape", STORAGE_KEYS.userInfo, '{"momo_account_list":"123"}', () => persisted.userInfo],
    ["user info that is an array", STORAGE_KEYS.userInfo, "[1,2]", () => persisted.userInfo],
    ["referral that is not JSON", STORAGE_KEYS.referral, "m=fb", () => persisted.referral],
    ["referral with a number", STORAGE_KEYS.referral, '{"m":1}', () => persisted.referral],
    ["page model that is not a flag", STORAGE_KEYS.pageModel, "maybe", () => persisted.pageModel],
    ["a user id that is not a number", STORAGE_KEYS.userId, "undefined", () => persisted.userId],
  ])("%s", (_label, key, raw, field) => {
    const storage = createMemoryStorage({ [key]: raw });
    expect(() => field().read(storage)).not.toThrow();
    expect(field().read(storage)).toBeNull();
  });
});

describe("persisted fields", () => {
  it("round-trip user info with extra server fields", () => {
    const storage = createMemoryStorage();
    const info = { phone_number: "+84901", momo_account_list: ["0901"], userId: 9, vip_level: 3 };
    persisted.userInfo.write(storage, info);
    expect(persisted.userInfo.read(storage)).toEqual(info);
  });

  it("store the page-model flag and read legacy 'true'", () => {
    const storage = createMemoryStorage();
    persisted.pageModel.write(storage, true);
    expect(storage.getItem(STORAGE_KEYS.pageModel)).toBe("1");
    expect(persisted.pageModel.read(createMemoryStorage({ [STORAGE_KEYS.pageModel]: "true" }))).toBe(true);
  });

  it("keep one wallet password per user", () => {
    const storage = createMemoryStorage();
    const verifier = (digit: string) => ({ v: 1 as const, salt: digit.repeat(32), hash: digit.repeat(64), iterations: 100_000 });
    persisted.walletPassword(1).write(storage, verifier("1"));
    persisted.walletPassword(2).write(storage, verifier("2"));
    expect(persisted.walletPassword(1).read(storage)).toEqual(verifier("1"));
    expect(JSON.parse(storage.getItem(walletPasswordKey(2)) ?? "null")).toEqual(verifier("2"));
  });
});

describe("readCredentials", () => {
  it.each([
    ["id and key", { user_id: "5", user_secret_key: "k" }, { userId: 5, secretKey: "k" }],
    ["no key", { user_id: "5" }, null],
    ["key 'null'", { user_id: "5", user_secret_key: "null" }, null],
    ["key 'undefined'", { user_id: "5", user_secret_key: "undefined" }, null],
    ["id 0", { user_id: "0", user_secret_key: "k" }, null],
    ["id -1", { user_id: "-1", user_secret_key: "k" }, null],
    ["nothing", {}, null],
  ])("%s", (_label, values, expected) => {
    const credentials = readCredentials(createMemoryStorage(values));
    if (expected == null) expect(credentials).toBeNull();
    else expect(credentials).toMatchObject({ ...expected, loginType: "login_v2" });
  });
});
