// Helpers for the contract tests: logins, expected failures, coverage of an endpoint group.
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { type AnyApiError, isApiError } from "@repo/api-client/errors";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { expect } from "vitest";
import { SEEDED_USER } from "../state/users";
import type { Harness } from "./harness";

/** The seeded player's credentials, read from the dev API's state. */
export function seededLogin(harness: Harness): LoginResult {
  const user = harness.dev.state.users.get(SEEDED_USER.user_id);
  if (!user) throw new Error("the seeded user is missing");
  return { user_id: user.user_id, user_secret_key: user.secret_key, username: user.username, user_login: "login_v2", new_user: false };
}

export function useSeeded(harness: Harness): LoginResult {
  const login = seededLogin(harness);
  harness.useLogin(login);
  return login;
}

/** Logs in (or registers) a phone through the real OTP flow and uses that session. */
export async function loginByPhone(harness: Harness, phone: string, dialCode = "+84"): Promise<LoginResult> {
  await harness.api.user.sendOtpViaPhone({ phone, country_code: dialCode });
  const { code } = await harness.control<{ code: string }>(`otp?phone=${encodeURIComponent(dialCode + phone)}`);
  const login = await harness.api.user.registerOrLoginByPhone({ phone, country_code: dialCode, code });
  harness.useLogin(login);
  return login;
}

export async function failure(promise: Promise<unknown>): Promise<AnyApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** Every endpoint of the group answered successfully at least once in this file. */
export function expectAllCalled(harness: Harness, group: Record<string, AnyEndpoint>): void {
  const missing = Object.entries(group)
    .filter(([, endpoint]) => !harness.succeeded.has(endpoint))
    .map(([name]) => name);
  expect(missing).toEqual([]);
}

/** Balance of a coin as the wallet reports it (off-chain + on-chain). */
export async function walletBalance(harness: Harness, coin: string): Promise<number> {
  const info = await harness.api.wallet.getWalletInfo({ str_amount: true });
  return Number(info.list.find((row) => row.coin_name === coin)?.money_all ?? Number.NaN);
}

export async function lbBalance(harness: Harness): Promise<number> {
  const assets = await harness.api.luckyBear.assetList();
  return Number(assets.list.find((row) => row.coin_name === "LB-USDT")?.amount ?? Number.NaN);
}
