// "Signing you in…" while the OAuth callback works, and before its part has loaded (the server's page).
import { useLingui } from "@lingui/react/macro";
import { Spinner } from "@repo/ui/spinner";

export function OAuthCallbackWaiting({ provider }: { provider: string | null }) {
  const { t } = useLingui();
  const name = provider;
  return (
    <p role="status" className="flex items-center gap-8 text-15 text-text">
      <Spinner size={18} />
      {name ? t`Signing you in with ${name}…` : t`Signing you in…`}
    </p>
  );
}
