"use client";
// The draws read by the browser: for a reader the server did not read for (another login, a login only
// Telegram or the host app knows) or when the server's read failed; a retry when it fails, and at the
// draw's zero the draws are read again. A guest sees the draws and a prompt to sign in. Loaded only then
// (LuckyCodeFromBrowser); otherwise the page shows the server's reads.
import { useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { BuyCodes } from "./BuyCodes";
import { balanceOf, chooseDraw } from "./code-rules";
import { LuckyCodeSignIn } from "./LuckyCodeSignIn";
import { LuckyCodeView } from "./LuckyCodeView";
import { MyCodes } from "./MyCodes";

export function LuckyCodeRead({ locale, drawId }: { locale: Locale; drawId: number | null }) {
  const { t } = useLingui();
  const viewer = useViewer();
  // Open to guests too: read once the viewer is known.
  const draws = useApiQuery(campEndpoints.luckyDraws, {}, { enabled: viewer !== "pending" });
  const reread = () => void draws.refetch();
  if (draws.isError && !draws.data) return <ErrorState title={t`The draws could not load.`} onRetry={reread} retrying={draws.isFetching} />;
  if (!draws.data) return <FormSkeleton />;
  const draw = chooseDraw(draws.data.list, drawId);
  return (
    <LuckyCodeView
      locale={locale}
      draws={draws.data.list}
      draw={draw}
      countdown={draw ? <Countdown target={draw.draw_at * 1000} onEnd={reread} label={t`Draw in`} className="text-15 text-text" /> : null}
      playerPart={draw && viewer === "guest" ? <LuckyCodeSignIn locale={locale} draw={draw} /> : draw && viewer === "player" ? <PlayerPart locale={locale} draw={draw} /> : null}
    />
  );
}

function PlayerPart({ locale, draw }: { locale: Locale; draw: LuckyDraw }) {
  const assets = useAssets();
  return (
    <>
      {draw.status === "selling" ? <BuyCodes key={draw.draw_id} locale={locale} draw={draw} balance={balanceOf(assets.data, draw.price_coin)} /> : null}
      <MyCodes locale={locale} draw={draw} />
    </>
  );
}
