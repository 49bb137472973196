// Typed reads and writes over a KeyValueStorage. A stored value that cannot be decoded (corrupt JSON,
// wrong shape, a hand-edited entry) reads as absent; reading never throws.
import { type KeyValueStorage } from "./adapter";

export interface Codec<T> {
  decode(raw: string): T | null;
  encode(value: T): string;
}

export const stringCodec: Codec<string> = {
  decode: (raw) => (raw === "" ? null : raw),
  encode: (value) => value,
};

/** Booleans are stored as "1" / "0"; "true" / "false" from older builds are read too. */
export const booleanCodec: Codec<boolean> = {
  decode: (raw) => {
    if (raw === "1" || raw === "true") return true;
    if (raw === "0" || raw === "false") return false;
    return null;
  },
  encode: (value) => (value ? "1" : "0"),
};

/** Parses JSON without throwing: `undefined` when the text is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON checked by a guard: a value of the wrong shape is treated like a missing one. */
export function jsonCodec<T>(isValid: (value: unknown) => value is T): Codec<T> {
  return {
    decode: (raw) => {
      const value = parseJson(raw);
      return isValid(value) ? value : null;
    },
    encode: (value) => JSON.stringify(value),
  };
}

export interface StoredField<T> {
  readonly key: string;
  read(storage: KeyValueStorage): T | null;
  write(storage: KeyValueStorage, value: T): void;
  remove(storage: KeyValueStorage): void;
}

export function storedField<T>(key: string, codec: Codec<T>): StoredField<T> {
  return {
    key,
    read(storage) {
      const raw = storage.getItem(key);
      if (raw == null) return null;
      try {
        return codec.decode(raw);
      } catch {
        return null;
      }
    },
    write(storage, value) {
      storage.setItem(key, codec.encode(value));
    },
    remove(storage) {
      storage.removeItem(key);
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
