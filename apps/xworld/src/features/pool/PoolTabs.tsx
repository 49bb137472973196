"use client";
// The pools' two tabs, running and ended, around panels the caller renders (on the server page both come
// rendered from the server).
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Tabs } from "@repo/ui/tabs";
import { type ReactNode, useState } from "react";
import type { PoolTab } from "./PoolList";

export function PoolTabs({ running, ended }: { running: ReactNode; ended: ReactNode }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<PoolTab>("running");
  const items = [
    { value: "running", label: t`Running` },
    { value: "ended", label: t`Ended` },
  ] as const;
  return (
    <Card flush>
      <Tabs label={t`Pools`} stretch value={tab} onValueChange={setTab} items={items}>
        {tab === "running" ? running : ended}
      </Tabs>
    </Card>
  );
}
