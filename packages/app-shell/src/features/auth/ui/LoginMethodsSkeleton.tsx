// The place of the sign-in buttons (LoginMethods) until their part has loaded: a block of each button's
// height, laid out as the buttons are, so nothing moves when they come.
import { Skeleton } from "@repo/ui/skeleton";
import type { AuthBrandAdapter } from "../brand-adapter";

/** The buttons a brand's login offers: one per provider, and Telegram's. */
export interface LoginMethodsShape {
  providers: number;
  telegram: boolean;
}

export function loginMethodsShape(adapter: Pick<AuthBrandAdapter, "providers" | "telegram">): LoginMethodsShape {
  return { providers: adapter.providers.length, telegram: adapter.telegram !== undefined };
}

export function LoginMethodsSkeleton({ shape, size = "md" }: { shape: LoginMethodsShape; size?: "md" | "lg" }) {
  const height = size === "lg" ? 52 : 44;
  const rounded = size === "lg" ? "rounded-16" : "rounded-12";
  const button = (key: number) => <Skeleton key={key} height={height} className={rounded} />;
  return (
    <>
      {shape.providers > 0 ? <div className="flex flex-col gap-12">{Array.from({ length: shape.providers }, (_, index) => button(index))}</div> : null}
      {/* Spec: not shown — whether a server page knows it runs inside the Telegram mini app (where the
          Telegram button is not offered). Choice: it does not; the block shows and goes there. */}
      {shape.telegram ? <div className="flex flex-col gap-8">{button(0)}</div> : null}
    </>
  );
}
