"use client";
// "Open": an account's page on its network, through the platform (a new tab, Telegram's or the host app's browser).
import { Trans } from "@lingui/react/macro";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";

/** `label`: the button's name, naming the account and the network. */
export function OpenOnNetwork({ url, label }: { url: string; label: string }) {
  const platform = usePlatform();
  return (
    <Button size="sm" variant="ghost" aria-label={label} onClick={() => void platform.openLink(url)}>
      <Trans>Open</Trans>
    </Button>
  );
}
