"use client";
// A deposit address as a QR code, for a wallet on another device to scan; shown on request (the encoder
// loads only then, to keep the route light).
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazy, Suspense, useState } from "react";

// React's own lazy (next/dynamic would add its loader to the route): rendered only after a tap.
const QrCode = lazy(() => import("@repo/ui/qr-code").then((module) => ({ default: module.QrCode })));

export function AddressQr({ address, label }: { address: string; label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col items-center gap-8">
      <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? <Trans>Hide QR code</Trans> : <Trans>Show QR code</Trans>}
      </Button>
      {shown ? (
        <Suspense fallback={null}>
          <QrCode value={address} label={label} />
        </Suspense>
      ) : null}
    </div>
  );
}
