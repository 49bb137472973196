// xworld's gift code pages; the code's form and the refusals are the app shell's (both brands redeem).
export {
  GIFT_CODE_CODES,
  GIFT_CODE_MAX_LENGTH,
  GIFT_CODE_PATTERN,
  type GiftCodeProblem,
  type RedeemRefusal,
  checkGiftCode,
  giftCodeFromLink,
  normalizeGiftCode,
  redeemRefusalOf,
} from "@repo/app-shell/features/giftcode/gift-code-check";

/** The gift code page, with a code filled in (without the locale). */
export function redeemPath(code: string | null): string {
  return code ? `/giftcode?${new URLSearchParams({ code }).toString()}` : "/giftcode";
}

/** The page that shares a gift code, or the gift code campaign without one (without the locale). */
export function giftCodeSharePath(code: string | null): string {
  return code ? `/giftcode/share?${new URLSearchParams({ code }).toString()}` : "/giftcode/share";
}
