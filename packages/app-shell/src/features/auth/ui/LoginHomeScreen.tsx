// /user/login-home: the page-model landing (and where web logout leads). Every method as a big button;
// the forms open on /user/login with the same backUrl. No client code of its own: the phone and e-mail
// ways are links; the providers' and Telegram's buttons are the brand's client part (`methods`, loaded
// after start with LoginMethodsSkeleton meanwhile).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import Link from "../../../link/Link";
import type { AuthConfig } from "../brand-adapter";
import { authHref } from "../paths";
import { AuthPage } from "./AuthPage";

/** What the /user/login-home page gives the brand's screen. */
export interface LoginHomePageProps {
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
}

export interface LoginHomeScreenProps {
  locale: string;
  backUrl: string | null;
  /** Whether the brand signs in with e-mail (`adapter.email`). */
  email: boolean;
  /** The providers' and Telegram's buttons: the brand's LoginMethods part. */
  methods: ReactNode;
}

const BIG_LINK = "flex min-h-52 w-full items-center justify-center gap-8 rounded-16 px-20 text-16 font-semibold";

export function LoginHomeScreen({ locale, backUrl, email, methods }: LoginHomeScreenProps) {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Welcome`}>
      <p className="text-14 text-text-muted">
        <Trans>Sign in to play games, finish tasks and keep your rewards.</Trans>
      </p>
      <div className="flex flex-col gap-12">
        <Link href={authHref(locale, "login", { backUrl })} className={`${BIG_LINK} bg-primary text-primary-contrast`}>
          <Trans>Sign in with phone number</Trans>
        </Link>
        {email ? (
          <Link href={authHref(locale, "login", { backUrl, method: "email" })} className={`${BIG_LINK} border border-border bg-surface-raised text-text`}>
            <Trans>Sign in with e-mail</Trans>
          </Link>
        ) : null}
        {methods}
      </div>
    </AuthPage>
  );
}
