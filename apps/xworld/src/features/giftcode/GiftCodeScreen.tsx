// /giftcode: redeem a gift code. A server component: the page's frame, heading and the link to sharing,
// and for the player the server rendered it for (their login cookies) the form's skeleton; the form itself
// (GiftCodeForm: the checks, one submission per tap, the reward and the balance after, sharing the code)
// is a part loaded after start. A visitor the server knows nobody for gets the form once the browser's
// session has a player (nothing for a guest).
import { Trans } from "@lingui/react/macro";
import { RedeemFormSkeleton } from "@repo/app-shell/features/giftcode/ui/RedeemFormSkeleton";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { giftCodeSharePath } from "./gift-code-rules";
import { GiftCodeFormPart } from "./GiftCodeFormPart";
import { GiftCodeIntro } from "./GiftCodeIntro";

export interface GiftCodeScreenProps {
  locale: Locale;
  /** A code the link filled in (?code=), already checked; null for none. */
  initialCode: string | null;
  /** The player the server rendered the page for (their login cookies); none for a guest. */
  first?: PlayerFirst<null> | null;
}

// Spec: not shown — whether a visitor the server knows nobody for sees the link to sharing. Choice: yes
// (the share page is open to guests, and a login only the browser knows gets its form after start).
export function GiftCodeScreen({ locale, initialCode, first = null }: GiftCodeScreenProps) {
  return (
    <PageFrame locale={locale} heading={<Trans>Gift code</Trans>}>
      <GiftCodeFormPart locale={locale} initialCode={initialCode} first={first} placeholder={first ? <RedeemFormSkeleton intro={<GiftCodeIntro />} /> : null} />
      <p className="text-center text-14">
        <Link href={withLocale(giftCodeSharePath(null), locale)} className="font-semibold text-link underline-offset-2 hover:underline">
          <Trans>Share gift codes with friends</Trans>
        </Link>
      </p>
    </PageFrame>
  );
}
