"use client";
// A download's button: the platform adapter opens the store or the file (outside the app where it can).
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";

export function OpenDownloadButton({ url, label, recommended }: { url: string; label: string; recommended: boolean }) {
  const platform = usePlatform();
  return (
    <Button size="sm" variant={recommended ? "primary" : "secondary"} onClick={() => void platform.openLink(url)}>
      {label}
    </Button>
  );
}
