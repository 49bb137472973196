// A QR code of a text a player may want to scan from another device: a deposit address, an invite
// link. Encoded and drawn as SVG by qrcode.react (the kept library; no canvas, crisp at any size).
// Always dark modules on white with a quiet zone, in both themes: scanners read inverted codes badly.
import { QRCodeSVG } from "qrcode.react";

export interface QrCodeProps {
  /** What the code holds. Nothing is drawn for an empty text. */
  value: string;
  /** What the code is, for screen readers ("Deposit address on TRON"). */
  label: string;
  /** Width and height in CSS pixels, quiet zone not included. */
  size?: number;
}

export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  if (!value) return null;
  return (
    <div className="inline-flex rounded-12 bg-white p-12 shadow-sm">
      <QRCodeSVG value={value} size={size} level="M" marginSize={0} bgColor="#ffffff" fgColor="#111111" role="img" aria-label={label} />
    </div>
  );
}
