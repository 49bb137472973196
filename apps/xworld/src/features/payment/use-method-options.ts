// The player's payment methods as the choice's rows (server and client): the method's name, its kind and
// holder, and which one is the default.
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@repo/api-client/endpoints/pay";
import type { ChoiceOption } from "@repo/ui/choice-list";
import { methodName } from "./method-name";

export function useMethodOptions(methods: readonly PaymentMethod[], disabled = false): ChoiceOption[] {
  const { t } = useLingui();
  return methods.map((method) => ({
    value: String(method.method_id),
    label: methodName(method),
    description: `${method.type === "bank" ? t`Bank account` : t`E-wallet`} · ${method.holder_name}`,
    trailing: method.is_default ? t`Default` : undefined,
    disabled,
  }));
}

/** The method a choice starts on: the one the withdrawal had, else the default ("" when none). */
export function startingMethod(methods: readonly PaymentMethod[], methodId: number | null): string {
  return methodId === null ? String(methods.find((method) => method.is_default)?.method_id ?? "") : String(methodId);
}
