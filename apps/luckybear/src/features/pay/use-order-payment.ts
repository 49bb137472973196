"use client";
// Paying a recharge order where the page runs: through the host when the platform can pay
// (`platform.payOrder`, the native app's startXWorldPay), or by the xworld app's deep link. Tracks
// what the player did, for the result shown next to the order status.
import { usePlatform } from "@repo/session/react/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { choosePayRoute, paymentRequest, type PayRoute, xworldPayLink } from "./pay-route";

/** What happened to the last payment attempt on this page. */
export type PayAttempt = "idle" | "paying" | "sent" | "cancelled" | "failed" | "app-missing";

/** Spec: not shown — how long to wait for the xworld app to take over before saying it is missing. */
export const APP_OPEN_WAIT_MS = 2_500;

export interface OrderPayment {
  route: PayRoute;
  attempt: PayAttempt;
  /** The xworld app's pay link (deep-link route), once the page knows its own address. */
  href: string | null;
  /** Pays through the host (app-bridge route). */
  payInApp: () => Promise<void>;
  /** Call when the player follows the deep link: notices when the app does not open. */
  onLinkFollowed: () => void;
}

export function useOrderPayment(orderId: string, jumpPagePath: string, onReturn: () => void): OrderPayment {
  const platform = usePlatform();
  const route = choosePayRoute(platform.capabilities.hostPay);
  const [attempt, setAttempt] = useState<PayAttempt>("idle");
  const [origin, setOrigin] = useState<string | null>(null);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The deep link was followed and the page has not been left yet / has been left for the app. */
  const linkState = useRef<"none" | "followed" | "left">("none");

  useEffect(() => {
    setOrigin(window.location.origin);
  }, []);

  // Back from the xworld app: the page shows again, the order is read again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== "visible") {
        if (linkState.current === "followed") linkState.current = "left";
        return;
      }
      if (linkState.current === "left") {
        linkState.current = "none";
        setAttempt("sent");
      }
      onReturn();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      if (waitTimer.current) clearTimeout(waitTimer.current);
    };
  }, [onReturn]);

  /** The page the player comes back to after paying, on this page's own origin. */
  const jumpPageAt = useCallback((pageOrigin: string) => `${pageOrigin}${jumpPagePath}`, [jumpPagePath]);
  const jumpPage = origin ? jumpPageAt(origin) : null;

  const payInApp = useCallback(async () => {
    // The address is read at the tap, not from state: a tap can come before the effect above has run.
    setAttempt("paying");
    const result = await platform.payOrder(paymentRequest(orderId, jumpPageAt(window.location.origin)));
    setAttempt(result === "success" ? "sent" : result === "cancel" ? "cancelled" : "failed");
    onReturn();
  }, [jumpPageAt, orderId, onReturn, platform]);

  const onLinkFollowed = useCallback(() => {
    setAttempt("paying");
    linkState.current = "followed";
    if (waitTimer.current) clearTimeout(waitTimer.current);
    waitTimer.current = setTimeout(() => {
      // Never left this page: the xworld app did not take over, it is probably not installed.
      if (linkState.current === "followed") {
        linkState.current = "none";
        setAttempt("app-missing");
      }
    }, APP_OPEN_WAIT_MS);
  }, []);

  return { route, attempt, href: jumpPage ? xworldPayLink(orderId, jumpPage) : null, payInApp, onLinkFollowed };
}
