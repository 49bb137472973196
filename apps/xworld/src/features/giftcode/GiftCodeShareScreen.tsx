"use client";
// /giftcode/share: a gift code someone shared (?code=), to copy, redeem or pass on; without a code the
// gift code campaign itself. Always allowed and open to guests: redeeming asks them to sign in.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { CopyIcon } from "@repo/ui/icons";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import { useCopyText } from "@repo/app-shell/features/invite/use-share";
import { redeemPath } from "./gift-code-rules";
import { ShareGiftCodeButton } from "./ShareGiftCodeButton";

const LINK_BUTTON = "flex min-h-48 w-full items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast";

export function GiftCodeShareScreen({ locale, code }: { locale: Locale; code: string | null }) {
  const { t } = useLingui();
  const copy = useCopyText();
  return (
    <PageFrame locale={locale} heading={<Trans>Gift codes</Trans>}>
      <Card>
        {code ? (
          <div className="flex flex-col items-center gap-12 text-center">
            <p className="text-16 font-semibold text-text">
              <Trans>A gift code for you</Trans>
            </p>
            <p className="flex items-center gap-8 rounded-12 bg-surface-sunken px-16 py-8">
              <span className="break-all text-24 font-bold tracking-wider text-primary">{code}</span>
              <button
                type="button"
                aria-label={t`Copy gift code`}
                onClick={() => void copy(code)}
                className="flex size-36 items-center justify-center rounded-full text-18 text-primary active:bg-surface"
              >
                <CopyIcon />
              </button>
            </p>
            <p className="text-14 text-text-muted">
              <Trans>Redeem it for a free reward. Each player can redeem a code once.</Trans>
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-8">
            <p className="text-16 font-semibold text-text">
              <Trans>Free rewards with gift codes</Trans>
            </p>
            {/* Spec: not shown — the gift code campaign. Choice: how codes are handed out and redeemed. */}
            <p className="text-14 text-text-muted">
              <Trans>We hand out gift codes at events, in our channels and through friends. Each player can redeem a code once.</Trans>
            </p>
          </div>
        )}
      </Card>
      <div className="flex flex-col gap-8">
        <Link href={withLocale(redeemPath(code), locale)} className={LINK_BUTTON}>
          {code ? <Trans>Redeem now</Trans> : <Trans>Redeem a gift code</Trans>}
        </Link>
        <ShareGiftCodeButton code={code} />
      </div>
    </PageFrame>
  );
}
