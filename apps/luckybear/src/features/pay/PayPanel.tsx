"use client";
// How to pay a waiting recharge: a button that asks the native host to pay it, or, on the web, the
// xworld app's pay link with what to do when the app is not installed.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import type { OrderPayment } from "./use-order-payment";

const LINK_BUTTON = "flex min-h-52 w-full items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast";

export function PayPanel({ payment }: { payment: OrderPayment }) {
  if (payment.route === "app-bridge") {
    return (
      <Card>
        <Button size="lg" block loading={payment.attempt === "paying"} onClick={() => void payment.payInApp()}>
          <Trans>Pay with XWorld</Trans>
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <div className="flex flex-col gap-12">
        {payment.href ? (
          <a href={payment.href} onClick={payment.onLinkFollowed} className={LINK_BUTTON}>
            <Trans>Pay in the XWorld app</Trans>
          </a>
        ) : (
          <span aria-disabled="true" className={`${LINK_BUTTON} opacity-50`}>
            <Trans>Pay in the XWorld app</Trans>
          </span>
        )}
        {payment.attempt === "app-missing" ? (
          <p role="alert" className="text-14 font-semibold text-danger">
            <Trans>The XWorld app did not open. It may not be installed on this device.</Trans>
          </p>
        ) : null}
        <p className="text-13 text-text-muted">
          <Trans>
            The payment is made in the XWorld app. No app on this device? Install XWorld, sign in, then come back to this page and tap the button again.
            Nothing is charged until you confirm in the app.
          </Trans>
        </p>
      </div>
    </Card>
  );
}
