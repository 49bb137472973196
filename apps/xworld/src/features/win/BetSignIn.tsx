// A guest's place on a board where a player bets: what betting does and a way to sign in that comes back
// (the platform's way, which SignInPrompt knows in the browser). On the server-rendered board it is a part
// loaded after start (BetSignInPart), BetSignInPlaceholder until then.
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import type { Locale } from "@repo/i18n/locales";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { betSignInDescription, betSignInTitle } from "./bet-sign-in-texts";
import { boardHref } from "./boards";

export interface BetSignInProps {
  locale: Locale;
  board: BitBoard;
}

export function BetSignIn({ locale, board }: BetSignInProps) {
  return <SignInPrompt locale={locale} backUrl={boardHref(locale, board, "board")} title={betSignInTitle()} description={betSignInDescription()} />;
}
