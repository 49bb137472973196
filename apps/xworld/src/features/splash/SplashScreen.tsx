import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { SplashActions } from "./SplashActions";
import { GamepadIcon, TaskDoneIcon, WalletIcon } from "@repo/ui/icons";

/** A name, not a phrase: the same in every language. */
const BRAND_NAME = "XWorld";

/**
 * /splash: the first-run landing, rendered on the server before app start: the brand, a short pitch
 * and the way on (home, or sign in first). Spec: not shown — its content. Choice: three promises of
 * the product (section 1: games, tasks and offers, a wallet) and two ways on.
 */
export function SplashScreen({ locale }: { locale: Locale }) {
  return (
    <div className="flex min-h-dvh flex-col gap-32 px-24 pb-32 pt-48">
      <section className="flex flex-col items-center gap-16 text-center">
        <BrandMark />
        <h1 className="text-32 font-bold text-text">{BRAND_NAME}</h1>
        <p className="text-16 text-text-muted">
          <Trans>Play games, finish tasks and grow your wallet.</Trans>
        </p>
      </section>
      <ul className="flex flex-col gap-12">
        <Point icon={<GamepadIcon />} title={<Trans>Play</Trans>} text={<Trans>Games for every few minutes you have.</Trans>} />
        <Point icon={<TaskDoneIcon />} title={<Trans>Earn</Trans>} text={<Trans>Tasks and offers that pay real rewards.</Trans>} />
        <Point icon={<WalletIcon />} title={<Trans>Keep</Trans>} text={<Trans>Every coin you win in one wallet.</Trans>} />
      </ul>
      <div className="mt-auto">
        <SplashActions locale={locale} />
      </div>
    </div>
  );
}

function Point({ icon, title, text }: { icon: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <li className="flex items-center gap-12 rounded-16 bg-surface-raised px-16 py-12 shadow-card">
      <span aria-hidden="true" className="flex size-40 shrink-0 items-center justify-center rounded-12 bg-surface-sunken text-24 text-primary">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="text-15 font-semibold text-text">{title}</span>
        <span className="text-13 text-text-muted">{text}</span>
      </span>
    </li>
  );
}

/** The app's mark (the same drawing as the app icon). */
function BrandMark() {
  return (
    <svg aria-hidden="true" width="88" height="88" viewBox="0 0 64 64" className="size-88 shadow-raised rounded-20">
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <path d="M18 18l28 28M46 18L18 46" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
