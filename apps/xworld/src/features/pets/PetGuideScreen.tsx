// /petV2/guide: how pets earn, with the numbers the pet service states (config, open to guests), so
// the guide never promises more than the game pays. User info is re-read on open (route rule). A server
// component: the config the server read for the page is its HTML and ships no code; only when the
// server had none does the browser ask (PetGuideFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import type { PetGuideFirst } from "./load-pet-guide";
import { PetGuideFromBrowser } from "./PetGuideFromBrowser";
import { PetGuideSteps } from "./PetGuideSteps";

/** `first`: what the server read for the page (nothing when it could not). */
export function PetGuideScreen({ locale, first }: { locale: Locale; first?: PetGuideFirst }) {
  return (
    <PageFrame locale={locale} back="/petV2" heading={<Trans>How pets earn</Trans>}>
      {first?.config ? <PetGuideSteps locale={locale} config={first.config} /> : <PetGuideFromBrowser locale={locale} />}
    </PageFrame>
  );
}
