// The player's VIP level (getVipProfile): its icon, and the ladder of levels 0 to 10 with each level's
// icon, the reached ones lit and the current one marked. No client code: rendered from the server's read
// or the browser's (VipCard).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { Card } from "@repo/ui/card";
import { VipBadge } from "@repo/ui/vip-badge";
import { vipLadder } from "./vip-ladder";

export type VipProfile = ResponseOf<typeof userReadEndpoints.getVipProfile>;

export function VipLevelCard({ vip }: { vip: VipProfile }) {
  const { t } = useLingui();
  const ladder = vipLadder(vip.vip_level, vip.levels);
  const current = ladder.find((step) => step.current)?.level ?? 0;
  const next = current < 10 ? current + 1 : null;
  return (
    <Card title={t`VIP level`}>
      <div className="flex flex-col gap-16">
        <div className="flex items-center gap-12" data-testid="vip-current">
          {vip.icon ? (
            <img src={vip.icon} alt={t`VIP level ${current}`} width={56} height={56} className="size-56 shrink-0" />
          ) : (
            <VipBadge level={current} size={56} />
          )}
          <div className="flex flex-col">
            <span className="text-20 font-bold text-text">{t`VIP ${current}`}</span>
            <span className="text-13 text-text-muted">{next === null ? <Trans>The highest level.</Trans> : <Trans>Next: VIP {next}</Trans>}</span>
          </div>
        </div>
        <ol className="m-0 grid list-none grid-cols-11 gap-2 p-0" aria-label={t`VIP levels`}>
          {ladder.map((step) => {
            const level = step.level;
            return (
              <li
                key={level}
                aria-current={step.current ? "step" : undefined}
                className={`flex flex-col items-center gap-2 rounded-8 py-4 ${step.current ? "bg-surface-sunken" : ""} ${step.reached ? "" : "opacity-40"}`}
              >
                {step.icon ? <img src={step.icon} alt="" width={24} height={24} className="size-24" /> : <span aria-hidden="true">
                    <VipBadge level={level} size={24} />
                  </span>}
                <span aria-hidden="true" className="text-10 font-semibold tabular-nums text-text">
                  {level}
                </span>
                <span className="sr-only">{t`VIP level ${level}`}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}
