// /user/verify: the frame (title, the way back) is the server's HTML; what the page asks of the player
// depends on the browser's session, so it is the brand's VerifyBody part (`Body`, loaded after start),
// VerifyBodySkeleton meanwhile.
import { useLingui } from "@lingui/react/macro";
import type { Placeheld } from "@repo/ui/lib/placeheld-part";
import type { ComponentType } from "react";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { AuthPage } from "./AuthPage";
import { VerifyBodySkeleton } from "./VerifyBodySkeleton";

/** What the /user/verify page gives the brand's screen. */
export interface VerifyPageProps {
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  /** This page with its query, for the way back after signing in or binding. */
  here: string;
}

export interface VerifyScreenProps extends VerifyPageProps {
  adapter: Pick<AuthBrandAdapter, "homePath">;
  /** The brand's VerifyBody part (a placeheldPart). */
  Body: ComponentType<Placeheld<VerifyPageProps>>;
}

export function VerifyScreen({ adapter, config, locale, backUrl, here, Body }: VerifyScreenProps) {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Verify it's you`} backHref={adapter.homePath(locale)}>
      <Body config={config} locale={locale} backUrl={backUrl} here={here} placeholder={<VerifyBodySkeleton />} />
    </AuthPage>
  );
}
