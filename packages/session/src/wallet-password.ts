// The wallet password a player confirms money actions with (spec section 3: "a wallet password per
// user" is stored locally). What is stored is a salted PBKDF2-SHA256 verifier, never the password:
// someone who reads the device's storage learns nothing they can type. Logout removes it
// (clearLogin in login/rules.ts).
//
// Spec: not shown — the form of the stored value. Choice: { v: 1, salt, hash, iterations } in hex, with
// 16 random bytes of salt and 100 000 iterations (well under 100 ms in a phone's native Web Crypto).
import type { KeyValueStorage } from "./storage/adapter";
import { persisted } from "./storage/persisted";
import type { WalletPasswordVerifier } from "./storage/wallet-password-verifier";

export type { WalletPasswordVerifier };

export const WALLET_PASSWORD_ITERATIONS = 100_000;

type CryptoLike = Pick<Crypto, "getRandomValues" | "subtle">;

/** Keeps a verifier of `password` for this player, replacing any earlier one. */
export async function rememberWalletPassword(
  storage: KeyValueStorage,
  userId: number,
  password: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<void> {
  const salt = toHex(crypto.getRandomValues(new Uint8Array(16)));
  const hash = await derive(crypto, password, salt, WALLET_PASSWORD_ITERATIONS);
  persisted.walletPassword(userId).write(storage, { v: 1, salt, hash, iterations: WALLET_PASSWORD_ITERATIONS });
}

/** Whether a wallet password is kept for this player on this device. */
export function hasWalletPassword(storage: KeyValueStorage, userId: number): boolean {
  return persisted.walletPassword(userId).read(storage) !== null;
}

/** True when `candidate` is the kept password; false when it is not or none is kept. */
export async function checkWalletPassword(
  storage: KeyValueStorage,
  userId: number,
  candidate: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<boolean> {
  const verifier = persisted.walletPassword(userId).read(storage);
  if (!verifier) return false;
  const hash = await derive(crypto, candidate, verifier.salt, verifier.iterations);
  return constantTimeEqual(hash, verifier.hash);
}

async function derive(crypto: CryptoLike, password: string, saltHex: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: fromHex(saltHex), iterations }, key, 256);
  return toHex(new Uint8Array(bits));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
