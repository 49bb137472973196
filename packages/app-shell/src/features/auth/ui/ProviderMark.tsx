import type { OAuthProvider } from "../oauth-port";
import { PROVIDER_MARK_CLASSES, PROVIDER_NAMES } from "../provider-names";

/** The provider's initial on its colour: a mark, not the provider's logo (none is shipped). */
export function ProviderMark({ provider }: { provider: OAuthProvider | "telegram" }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-24 w-24 shrink-0 items-center justify-center rounded-full text-12 font-bold ${PROVIDER_MARK_CLASSES[provider]}`}
    >
      {PROVIDER_NAMES[provider].slice(0, provider === "vk" ? 2 : 1)}
    </span>
  );
}
