"use client";
// What /user/bind-phone asks (BindPhoneScreen's client part, loaded after start): a phone number, its code
// and a password for the signed-in player, then the way back to backUrl; a guest is sent to sign in first.
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveAfterLogin } from "@repo/session/login-redirect";
import { useIsLoggedIn, useSession } from "@repo/session/react/hooks";
import { persisted } from "@repo/session/storage/persisted";
import { credentialsAtom, userInfoAtom } from "@repo/session/stores/session";
import { TextInput } from "@repo/ui/text-input";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import { performAfterLogin } from "../after-login";
import type { AuthBrandAdapter } from "../brand-adapter";
import { MIN_PASSWORD_LENGTH, checkNewPassword } from "../email-rules";
import { groupDigits, splitPhoneNumber } from "../phone-rules";
import { PhoneCodeForm, toPhoneInput } from "./PhoneCodeForm";
import type { BindPhonePageProps } from "./BindPhoneScreen";
import { CheckingSession, SignInFirst } from "./SignInFirst";

export interface BindPhoneBodyProps extends BindPhonePageProps {
  adapter: AuthBrandAdapter;
  /** What the server drew meanwhile (BindPhoneBodySkeleton): kept while app start settles who is playing. */
  placeholder?: ReactNode;
}

export function BindPhoneBody({ adapter, config, locale, backUrl, here, placeholder }: BindPhoneBodyProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const [password, setPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<"empty" | "short" | null>(null);
  const home = adapter.homePath(locale);

  async function bind({ target, code }: { target: { dialCode: string; national: string }; code: string }) {
    await adapter.bindPhone(runtime.api, { ...toPhoneInput(target), code, password });
    const credentials = runtime.store.get(credentialsAtom);
    if (credentials) {
      // The number is on the account now: features that asked for it read the fresh user info.
      const info = await adapter.loadUserInfo(runtime.api, credentials).catch(() => null);
      if (info) {
        persisted.userInfo.write(runtime.platform.storage, info);
        runtime.store.set(userInfoAtom, info);
      }
    }
    const action = resolveAfterLogin({
      backUrl,
      allowedHosts: config.redirectAllowedHosts,
      platform: runtime.platform.kind,
      onLoginPage: false,
      home,
    });
    await performAfterLogin(action, { router, assign: (href) => window.location.assign(href), close: () => runtime.platform.close() });
  }

  const current = typeof session.userInfo?.phone_number === "string" ? splitPhoneNumber(session.userInfo.phone_number) : null;
  const currentText = current ? `${current.dialCode} ${groupDigits(current.national)}` : "";
  const passwordError =
    passwordProblem === "empty"
      ? t`Choose a password.`
      : passwordProblem === "short"
        ? t`Use at least ${MIN_PASSWORD_LENGTH} characters.`
        : null;

  if (!loggedIn && session.hasInit) return <SignInFirst locale={locale} backUrl={here} />;
  if (!loggedIn) return placeholder ?? <CheckingSession />;
  return (
    <>
      <p className="text-14 text-text-muted">
        {current ? (
          <Trans>Your account uses {currentText}. Enter a number to bind it instead.</Trans>
        ) : (
          <Trans>Add a phone number to your account to continue. We will send it a code.</Trans>
        )}
      </p>
      <PhoneCodeForm
        adapter={adapter}
        submitLabel={t`Bind phone number`}
        onSubmit={bind}
        extra={{
          validate() {
            const problem = checkNewPassword(password);
            setPasswordProblem(problem);
            return problem === null;
          },
          render: (disabled) => (
            // Spec: not shown — which call binds a phone. Choice: the user service's
            // phone-and-password call, so the number comes with a password (see the brand adapters).
            <TextInput
              label={t`Password`}
              type="password"
              autoComplete="new-password"
              hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
              value={password}
              disabled={disabled}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordProblem(null);
              }}
            />
          ),
        }}
      />
    </>
  );
}
