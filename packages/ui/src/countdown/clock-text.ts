import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { CountdownParts } from "./use-countdown";

// Spec: not shown — the display format: HH:MM:SS, with a day count in front past 24 hours.
const pad = (value: number) => String(value).padStart(2, "0");

/** Formats countdown parts as "1d 02:03:04" / "02:03:04". */
export function useClockText() {
  const { t } = useLingui();
  return useCallback(
    (parts: CountdownParts) => {
      const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
      const days = parts.days;
      return days > 0 ? t`${days}d ${clock}` : clock;
    },
    [t],
  );
}
