"use client";
// The wallet's Exchange action: starts the exchange from the device's main coin (the default until it is
// read after start), with the addresses the caller built for each coin.
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { useCoinChoice } from "./use-coin-choice";

export interface ExchangeActionLinkProps {
  /** The exchange's address from each coin, by coin name. */
  hrefs: Readonly<Record<string, string>>;
  /** For a main coin without one: the exchange, which then starts from the device's main coin itself. */
  otherwise: string;
  className: string;
  children: ReactNode;
}

export function ExchangeActionLink({ hrefs, otherwise, className, children }: ExchangeActionLinkProps) {
  const { coinType } = useCoinChoice();
  return (
    <Link href={hrefs[coinType] ?? otherwise} className={className}>
      {children}
    </Link>
  );
}
