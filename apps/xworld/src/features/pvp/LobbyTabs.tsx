"use client";
// The lobby's two tabs, open matches and the player's own, around panels the caller renders (on the
// server page the open matches come rendered from the server; the player's own load when their tab is
// first chosen).
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Tabs } from "@repo/ui/tabs";
import { type ReactNode, useState } from "react";
import type { LobbyScope } from "./MatchList";

export function LobbyTabs({ open, mine }: { open: ReactNode; mine: ReactNode }) {
  const { t } = useLingui();
  const [scope, setScope] = useState<LobbyScope>("open");
  const items = [
    { value: "open", label: t`Open matches` },
    { value: "mine", label: t`My matches` },
  ] as const;
  return (
    <Card flush>
      <Tabs label={t`Matches`} items={items} value={scope} onValueChange={setScope} stretch>
        {scope === "open" ? open : mine}
      </Tabs>
    </Card>
  );
}
