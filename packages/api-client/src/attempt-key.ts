// One idempotency key per confirmed attempt of a money action (schemas/common `idempotency_key`): the
// same key while the player retries the same request (after a timeout nobody could read), a new one once
// the attempt is settled (it succeeded, or the server refused it) or the request changes.
import { isBusinessError } from "./errors";

export interface AttemptKeys {
  /** The key for this request: the current attempt's when the request is the same, else a new one. */
  keyFor(request: unknown): string;
  /** The attempt is over: the next request gets a new key. */
  settle(): void;
  /**
   * The attempt failed: over when the server refused it (nothing moved); kept when the outcome is
   * unknown (a timeout, a lost connection), so the retry carries the same key and cannot pay twice.
   */
  failed(error: unknown): void;
}

export function createAttemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request) ?? "";
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
    failed(error) {
      if (isBusinessError(error)) current = null;
    },
  };
}

/** 128 random bits as hex, from getRandomValues (randomUUID needs a secure context). */
export function randomKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
