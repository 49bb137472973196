"use client";
// /user/login-home: the page-model landing (and where web logout leads). Every method as a big button;
// the forms open on /user/login with the same backUrl.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "../../../link/Link";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { authHref } from "../paths";
import { AuthPage } from "./AuthPage";
import { ProviderButtons } from "./ProviderButtons";
import { TelegramLogin } from "./TelegramLogin";

export interface LoginHomeScreenProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
}

const BIG_LINK = "flex min-h-52 w-full items-center justify-center gap-8 rounded-16 px-20 text-16 font-semibold";

export function LoginHomeScreen({ adapter, config, locale, backUrl }: LoginHomeScreenProps) {
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
        {adapter.email ? (
          <Link href={authHref(locale, "login", { backUrl, method: "email" })} className={`${BIG_LINK} border border-border bg-surface-raised text-text`}>
            <Trans>Sign in with e-mail</Trans>
          </Link>
        ) : null}
        <ProviderButtons adapter={adapter} config={config} locale={locale} backUrl={backUrl} size="lg" />
        <TelegramLogin adapter={adapter} config={config} locale={locale} backUrl={backUrl} size="lg" />
      </div>
    </AuthPage>
  );
}
