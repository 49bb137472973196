"use client";
// The home's coin chip, for a player only, its code (the wallet's read, the drawer's opening) loaded
// once a login is known: a guest's visit ships none of it. Nothing shows meanwhile, as the chip itself
// shows nothing until the balances answer (./CoinChip).
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { lazyPart } from "@repo/ui/lib/lazy-part";

const CoinChip = lazyPart(() => import("./CoinChip").then((module) => module.CoinChip), null);

export function SignedInCoinChip({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <CoinChip locale={locale} /> : null;
}
