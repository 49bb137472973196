// Links into the casino's pay page.
// Spec: not shown — how /luckybear/money/pay tells recharge from withdrawal. Choice: `?type=recharge`
// or `?type=withdraw`.

export type PayKind = "recharge" | "withdraw";

export function payHref(locale: string, kind: PayKind): string {
  return `/${locale}/luckybear/money/pay?${new URLSearchParams({ type: kind }).toString()}`;
}
