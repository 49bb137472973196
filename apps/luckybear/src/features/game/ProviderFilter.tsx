// Narrow the games to one provider (pressed chip), or all of them. Rendered by the server: a chip's tap
// is handled by GameTabActions (its provider in `data-provider`, empty for all).
import { Trans, useLingui } from "@lingui/react/macro";
import type { GameProvider } from "@repo/api-client/endpoints/lucky-bear/games";
import { CHIP_CLASSES as CHIP, chipStateClasses as chipState } from "./chip-styles";
import { PROVIDERS, providerName } from "./providers";

export function ProviderFilter({ value }: { value: GameProvider | null }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Provider`} className="-mx-16 flex gap-8 overflow-x-auto px-16 [scrollbar-width:none]">
      <button type="button" aria-pressed={value === null} data-provider="" className={`${CHIP} ${chipState(value === null)}`}>
        <Trans>All providers</Trans>
      </button>
      {PROVIDERS.map((provider) => (
        <button key={provider} type="button" aria-pressed={value === provider} data-provider={value === provider ? "" : provider} className={`${CHIP} ${chipState(value === provider)}`}>
          {providerName(provider)}
        </button>
      ))}
    </div>
  );
}
