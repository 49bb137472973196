"use client";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { loginInputOf } from "@repo/session/login/rules";
import { resolveAfterLogin } from "@repo/session/login-redirect";
import { useLogin } from "@repo/session/react/hooks";
import { persisted } from "@repo/session/storage/persisted";
import { userInfoAtom } from "@repo/session/stores/session";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useRuntime } from "../../runtime/runtime-context";
import { performAfterLogin, whenAppStarted } from "./after-login";
import { LoginRefusedError } from "./auth-errors";
import type { AuthBrandAdapter, AuthConfig } from "./brand-adapter";

export interface FinishLoginOptions {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  /** False when the login happened over another page (a dialog); true on the login pages. */
  onLoginPage?: boolean;
}

/**
 * Returns `finish(result, backUrl)`: stores the login with `useLogin()`, loads the player's info in
 * the background, then goes to `backUrl` if it is safe (else home) as `resolveAfterLogin` decides.
 * `withoutBackUrl` replaces the way home when there is no backUrl (re-verification goes back).
 */
export function useFinishLogin({ adapter, config, locale, onLoginPage = true }: FinishLoginOptions) {
  const runtime = useRuntime();
  const login = useLogin();
  const router = useRouter();
  return useCallback(
    async (result: LoginResult, backUrl: string | null, options: { withoutBackUrl?: () => void } = {}) => {
      await whenAppStarted(runtime.store);
      const credentials = await login({ ...loginInputOf(result), newUser: result.new_user });
      if (!credentials) throw new LoginRefusedError("The login answer had no usable user id or key");
      adapter.loadUserInfo(runtime.api, credentials).then(
        (info) => {
          persisted.userInfo.write(runtime.platform.storage, info);
          runtime.store.set(userInfoAtom, info);
        },
        () => undefined,
      );
      if (!backUrl && options.withoutBackUrl) {
        options.withoutBackUrl();
        return;
      }
      const action = resolveAfterLogin({
        backUrl,
        allowedHosts: config.redirectAllowedHosts,
        platform: runtime.platform.kind,
        onLoginPage,
        home: adapter.homePath(locale),
      });
      await performAfterLogin(action, {
        router,
        assign: (href) => window.location.assign(href),
        close: () => runtime.platform.close(),
      });
    },
    [adapter, config.redirectAllowedHosts, locale, login, onLoginPage, router, runtime],
  );
}
