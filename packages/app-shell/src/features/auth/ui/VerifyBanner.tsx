import { Trans } from "@lingui/react/macro";

/** Shown on /user/login?verify=true: the server asked the player to sign in again (code 1010). */
export function VerifyBanner() {
  return (
    <div role="status" className="rounded-12 border border-warning bg-surface-raised px-16 py-12 text-14 text-text">
      <Trans>For your security, sign in again to continue</Trans>
    </div>
  );
}
