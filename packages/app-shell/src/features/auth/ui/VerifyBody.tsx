"use client";
// What /user/verify asks (VerifyScreen's client part, loaded after start): the signed-in player confirms
// it is them with a code sent to their own number, then goes back (to backUrl when given, else the
// previous page); a player without a number is sent to add one, a guest to sign in first.
import { Trans, useLingui } from "@lingui/react/macro";
import { useIsLoggedIn, useSession } from "@repo/session/react/hooks";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import Link from "../../../link/Link";
import { useRuntime } from "../../../runtime/runtime-context";
import { OtherAccountError } from "../auth-errors";
import type { AuthBrandAdapter } from "../brand-adapter";
import { authHref } from "../paths";
import { splitPhoneNumber } from "../phone-rules";
import { useFinishLogin } from "../use-finish-login";
import { PhoneCodeForm, toPhoneInput } from "./PhoneCodeForm";
import { CheckingSession, SignInFirst } from "./SignInFirst";
import type { VerifyPageProps } from "./VerifyScreen";

export interface VerifyBodyProps extends VerifyPageProps {
  adapter: AuthBrandAdapter;
  /** What the server drew meanwhile (VerifyBodySkeleton): kept while app start settles who is playing. */
  placeholder?: ReactNode;
}

export function VerifyBody({ adapter, config, locale, backUrl, here, placeholder }: VerifyBodyProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const finish = useFinishLogin({ adapter, config, locale });
  const home = adapter.homePath(locale);

  if (!loggedIn && session.hasInit) return <SignInFirst locale={locale} backUrl={here} />;
  if (!session.userInfo) return placeholder ?? <CheckingSession />;
  const phone = typeof session.userInfo.phone_number === "string" ? splitPhoneNumber(session.userInfo.phone_number) : null;
  if (!phone) {
    return (
      <div className="flex flex-col gap-16">
        <p className="text-15 text-text">
          <Trans>Your account has no phone number yet. Add one to verify your account.</Trans>
        </p>
        <Link
          href={authHref(locale, "bindPhone", { backUrl: here })}
          className="flex min-h-52 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
        >
          <Trans>Add a phone number</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-14 text-text-muted">
        <Trans>To keep your account safe, confirm it is you with a code sent to your phone.</Trans>
      </p>
      <PhoneCodeForm
        adapter={adapter}
        fixedTarget={phone}
        submitLabel={t`Confirm`}
        // Spec: not shown — how /user/verify verifies. Choice: a new login with a code to the player's own
        // number, refused when it signs in another account; without a backUrl it goes back in history.
        onSubmit={async ({ target, code }) => {
          const result = await adapter.loginWithPhone(runtime.api, { ...toPhoneInput(target), code });
          if (result.user_id !== session.userId) throw new OtherAccountError();
          await finish(result, backUrl, { withoutBackUrl: () => (window.history.length > 1 ? router.back() : router.push(home)) });
        }}
      />
    </>
  );
}
