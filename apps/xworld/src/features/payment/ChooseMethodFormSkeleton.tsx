// The method choice's place while its form loads after start (no client code): the player's methods in
// rows of the choice's size, the starting one marked, and blocks of the button's and the link's height,
// so nothing shifts when the form comes.
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@repo/api-client/endpoints/pay";
import { Skeleton } from "@repo/ui/skeleton";
import { startingMethod, useMethodOptions } from "./use-method-options";

export function ChooseMethodFormSkeleton({ methods, methodId }: { methods: readonly PaymentMethod[]; methodId: number | null }) {
  const { t } = useLingui();
  const options = useMethodOptions(methods);
  const starting = startingMethod(methods, methodId);
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <div className="flex flex-col gap-8">
        <p className="mb-8 text-13 font-semibold text-text-muted">{t`Pay out to`}</p>
        <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-16 border border-border bg-surface-raised">
          {options.map((option) => (
            <li key={option.value} className="flex min-h-56 items-center gap-12 px-16 py-10">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="break-words text-15 text-text">{option.label}</span>
                <span className="break-words text-12 text-text-muted">{option.description}</span>
              </span>
              {option.trailing ? <span className="shrink-0 text-13 text-text-muted">{option.trailing}</span> : null}
              <span aria-hidden="true" className={option.value === starting ? "size-22 shrink-0 rounded-full border-2 border-primary bg-primary" : "size-22 shrink-0 rounded-full border-2 border-border"} />
            </li>
          ))}
        </ul>
      </div>
      <Skeleton width="100%" height={52} />
      <Skeleton width="50%" height={20} className="self-center" />
    </div>
  );
}
