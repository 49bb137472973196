import { describe, expect, it } from "vitest";
import { clearLogin } from "./login/rules";
import { createMemoryStorage } from "./storage/adapter";
import { walletPasswordKey } from "./storage/keys";
import { persisted } from "./storage/persisted";
import { checkWalletPassword, hasWalletPassword, rememberWalletPassword } from "./wallet-password";

describe("wallet password", () => {
  it("keeps a salted verifier, never the password", async () => {
    const storage = createMemoryStorage();
    await rememberWalletPassword(storage, 7, "correct horse 1");
    const raw = storage.getItem(walletPasswordKey(7)) ?? "";
    expect(raw).not.toContain("correct horse");
    expect(JSON.parse(raw)).toMatchObject({ v: 1, salt: expect.stringMatching(/^[0-9a-f]{32}$/), hash: expect.stringMatching(/^[0-9a-f]{64}$/), iterations: 100_000 });
  });

  it("checks a candidate against the verifier", async () => {
    const storage = createMemoryStorage();
    await rememberWalletPassword(storage, 7, "123456");
    await expect(checkWalletPassword(storage, 7, "123456")).resolves.toBe(true);
    await expect(checkWalletPassword(storage, 7, "123457")).resolves.toBe(false);
    await expect(checkWalletPassword(storage, 7, "")).resolves.toBe(false);
    await expect(checkWalletPassword(storage, 8, "123456")).resolves.toBe(false);
  });

  it("salts each verifier: the same password twice gives two different hashes", async () => {
    const storage = createMemoryStorage();
    await rememberWalletPassword(storage, 1, "same");
    await rememberWalletPassword(storage, 2, "same");
    expect(persisted.walletPassword(1).read(storage)?.hash).not.toBe(persisted.walletPassword(2).read(storage)?.hash);
  });

  it("treats a plain-text password an older build left as none", async () => {
    const storage = createMemoryStorage();
    storage.setItem(walletPasswordKey(7), "123456");
    expect(hasWalletPassword(storage, 7)).toBe(false);
    await expect(checkWalletPassword(storage, 7, "123456")).resolves.toBe(false);
  });

  it("is removed on logout, with the login it belongs to", async () => {
    const storage = createMemoryStorage();
    storage.setItem("user_id", "7");
    await rememberWalletPassword(storage, 7, "123456");
    clearLogin({ storage, cookies: { get: () => null, set: () => undefined, remove: () => undefined }, location: { hostname: "127.0.0.1", protocol: "http:" } });
    expect(hasWalletPassword(storage, 7)).toBe(false);
    expect(storage.getItem(walletPasswordKey(7))).toBeNull();
  });
});
