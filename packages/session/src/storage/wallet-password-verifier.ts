// The stored form of a wallet password (../wallet-password.ts): a salted PBKDF2-SHA256 verifier.

export interface WalletPasswordVerifier {
  v: 1;
  salt: string;
  hash: string;
  iterations: number;
}

export function isWalletPasswordVerifier(value: unknown): value is WalletPasswordVerifier {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.v === 1 &&
    typeof record.salt === "string" &&
    /^[0-9a-f]{32}$/.test(record.salt) &&
    typeof record.hash === "string" &&
    /^[0-9a-f]{64}$/.test(record.hash) &&
    typeof record.iterations === "number" &&
    Number.isSafeInteger(record.iterations) &&
    record.iterations >= 10_000
  );
}

