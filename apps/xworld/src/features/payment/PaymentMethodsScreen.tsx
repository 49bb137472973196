// /user/payment (login-required, re-reads user info, no feedback ball): the player's payment methods,
// the default first; add one, make one the default, remove one (after a confirmation). Opened from a
// payout (?back=withdrawNew|withdrawQuantity) it leads back there with the method it added.
// A server component: the server reads the methods and the providers with the request's login cookies
// and draws the list there (ServerPlayerContent keeps it while this render is that player's); the
// actions are its client code, loaded after start (the list drawn by the server until then), and each
// change renders the page again on the server. A guest, another login or a failed read get the
// browser's read (PaymentMethodsFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { PaymentMethodsFirst } from "./load-payment-methods";
import { PAYMENT_PATHS, type PayoutFlow } from "./payment-paths";
import { PaymentMethodsAreaPart, PaymentMethodsFromBrowser } from "./PaymentMethodsParts";
import { PaymentMethodsSkeleton } from "./PaymentMethodsSkeleton";

export interface PaymentMethodsScreenProps {
  locale: Locale;
  /** The payout this page was opened from (?back=), to lead back to. */
  back: PayoutFlow | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PaymentMethodsFirst> | null;
}

export function PaymentMethodsScreen({ locale, back, first }: PaymentMethodsScreenProps) {
  const fromBrowser = <PaymentMethodsFromBrowser locale={locale} back={back} placeholder={<FormSkeleton />} />;
  const methods = first?.data.methods?.list;
  const options = first?.data.options?.list;
  return (
    <PageFrame locale={locale} back={back ? PAYMENT_PATHS[back] : "/me"} heading={<Trans>Payment methods</Trans>}>
      {first && methods && options ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <PaymentMethodsAreaPart locale={locale} back={back} methods={methods} options={options} refreshPage placeholder={<PaymentMethodsSkeleton methods={methods} />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
