// /luckybear/giftcode: redeem a gift code into the casino balance. A server component: the page's frame
// and heading, and for the player the server rendered it for (their login cookies) the form's skeleton;
// the form itself (GiftCodeForm: the checks, one submission per tap with an attempt key, the reward and
// the balance after) is a part loaded after start. A visitor the server knows nobody for gets the form
// once the browser's session has a player (nothing for a guest, whom app start sends to login).
import { Trans } from "@lingui/react/macro";
import { RedeemFormSkeleton } from "@repo/app-shell/features/giftcode/ui/RedeemFormSkeleton";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { GiftCodeFormPart } from "./GiftCodeFormPart";
import { GiftCodeIntro } from "./GiftCodeIntro";

export interface GiftCodeScreenProps {
  locale: Locale;
  /** A code the link filled in (?code=), already checked; null for none. */
  initialCode: string | null;
  /** The player the server rendered the page for (their login cookies); none for a guest. */
  first?: PlayerFirst<null> | null;
}

export function GiftCodeScreen({ locale, initialCode, first = null }: GiftCodeScreenProps) {
  return (
    <PageFrame locale={locale} back="/luckybear/me" heading={<Trans>Gift code</Trans>}>
      <GiftCodeFormPart locale={locale} initialCode={initialCode} first={first} placeholder={first ? <RedeemFormSkeleton intro={<GiftCodeIntro />} /> : null} />
    </PageFrame>
  );
}
