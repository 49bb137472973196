import { useLingui } from "@lingui/react/macro";
import { Spinner } from "../spinner/Spinner";

export interface PageLoadingOverlayProps {
  visible: boolean;
  /** Accessible name; "Loading" by default. */
  label?: string;
}

// Spec: not shown — the look and timing; taps are blocked at once, the veil appears after 150 ms and its
// spinner after a second.
/**
 * Covers the page while it cannot be used yet (a login-required route finishing app init). It
 * blocks taps at once but fades in after a short delay, so quick loads do not flash.
 */
export function PageLoadingOverlay({ visible, label }: PageLoadingOverlayProps) {
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={label ?? t`Loading`}
      className="fixed inset-0 z-[80] flex items-center justify-center bg-surface/70 opacity-0 animate-[ui-appear_200ms_ease-out_150ms_forwards]"
    >
      <span className="flex size-64 items-center justify-center rounded-16 bg-surface-raised text-primary shadow-raised">
        <Spinner size={28} delayed />
      </span>
    </div>
  );
}
