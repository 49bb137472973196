"use client";
// A game's Play button: the platform opens the game's address (its own checks allow http(s) only).
import { Trans } from "@lingui/react/macro";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";

export function PlayGameButton({ name, playUrl }: { name: string; playUrl: string }) {
  const platform = usePlatform();
  return (
    <Button variant="primary" size="lg" block className="mt-16" onClick={() => void platform.openLink(playUrl)}>
      <Trans>Play {name}</Trans>
    </Button>
  );
}
