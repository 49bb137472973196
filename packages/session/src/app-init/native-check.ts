// The native app check of app start, over @repo/native-bridge: login, environment and audit.
import type { Bridge } from "@repo/native-bridge/bridge";
import { loginInputOf, toCredentials } from "../login/rules";
import type { Credentials } from "../types";
import type { NativeCheckResult } from "./machine";

export type NativeCheckBridge = Pick<Bridge, "isAvailable" | "appLogin" | "environment" | "getAppInfo">;

/**
 * Asks the host for its login, environment and app info at once. Resolves null outside the app;
 * rejects when the host answers neither app info nor environment (start then carries on as web).
 * A host that cannot tell its login (old host, error) leaves the stored login alone ("unknown").
 */
export function createNativeCheck(bridge: NativeCheckBridge): () => Promise<NativeCheckResult | null> {
  return async () => {
    if (!bridge.isAvailable()) return null;
    const [login, environment, info] = await Promise.allSettled([
      bridge.appLogin(),
      bridge.environment(),
      bridge.getAppInfo(),
    ]);
    if (environment.status === "rejected" && info.status === "rejected") throw info.reason;
    const env = environment.status === "fulfilled" ? environment.value : null;
    const appInfo = info.status === "fulfilled" ? info.value : null;
    return {
      login:
        login.status === "fulfilled"
          ? toCredentials(loginInputOf(login.value))
          : "unknown",
      environment: env,
      appVersion: appInfo?.version || env?.version || null,
      audit: appInfo?.audit ?? false,
    };
  };
}

/** Reads the host's login for the resume check: credentials, null (logged out) or "unknown". */
export function createHostLoginReader(
  bridge: Pick<Bridge, "isAvailable" | "appLogin">,
): () => Promise<Credentials | null | "unknown"> {
  return async () => {
    if (!bridge.isAvailable()) return "unknown";
    try {
      const login = await bridge.appLogin();
      return toCredentials(loginInputOf(login));
    } catch {
      return "unknown";
    }
  };
}
