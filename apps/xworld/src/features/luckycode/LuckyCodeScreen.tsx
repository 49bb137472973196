"use client";
// /luckycode/buy (re-reads user info on open; open to guests): the draws with their prize, code price
// and draw time; buying codes for one still selling; the player's codes and each drawn draw's result.
// The chosen draw is kept in the address (?draw=).
import { Trans, useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView, type Viewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { BuyCodes } from "./BuyCodes";
import { chooseDraw } from "./code-rules";
import { DrawCard } from "./DrawCard";
import type { LuckyCodeFirst } from "./load-lucky-code";
import { MyCodes } from "./MyCodes";

export interface LuckyCodeScreenProps {
  locale: Locale;
  /** The draw the address names (`?draw=`), if any. */
  drawId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LuckyCodeFirst> | null;
}

export function LuckyCodeScreen({ locale, drawId, first }: LuckyCodeScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  const router = useRouter();
  // Open to guests too: read once the viewer is known (with the server's answer from the first render when there is one).
  const draws = useApiQuery(campEndpoints.luckyDraws, {}, { enabled: viewer !== "pending", ...server.answer(server.data?.draws) });
  const [wanted, setWanted] = useState(drawId);
  const reread = () => void draws.refetch();
  const pick = (value: string) => {
    setWanted(Number(value));
    router.replace(withLocale(`/luckycode/buy?draw=${value}`, locale), { scroll: false });
  };

  let content;
  if (draws.isError && !draws.data) {
    content = <ErrorState title={t`The draws could not load.`} onRetry={reread} retrying={draws.isFetching} />;
  } else if (!draws.data) {
    content = <FormSkeleton />;
  } else {
    const draw = chooseDraw(draws.data.list, wanted);
    content = draw ? (
      <>
        <ChoiceChips
          legend={t`Draws`}
          name="draw"
          value={String(draw.draw_id)}
          onChange={pick}
          options={draws.data.list.map((item) => ({ value: String(item.draw_id), label: item.title }))}
        />
        <DrawCard locale={locale} draw={draw} onDraw={reread} />
        <PlayerPart locale={locale} draw={draw} viewer={viewer} server={server} />
      </>
    ) : (
      <EmptyState title={<Trans>There is no draw right now.</Trans>} />
    );
  }
  return (
    <PageFrame locale={locale} heading={<Trans>Lucky codes</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Buy codes for a draw. At the draw time one sold code wins the whole prize, paid into its holder's wallet.</Trans>
      </p>
      {content}
    </PageFrame>
  );
}

function PlayerPart({ locale, draw, viewer, server }: { locale: Locale; draw: LuckyDraw; viewer: Viewer; server: PlayerAnswers<LuckyCodeFirst> }) {
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={withLocale(`/luckycode/buy?draw=${draw.draw_id}`, locale)}
        title={<Trans>Sign in to buy lucky codes</Trans>}
        description={<Trans>Your codes and their results are kept with your account.</Trans>}
      />
    );
  }
  // Until app start says who plays, no call that needs the player's key.
  if (viewer !== "player") return null;
  return (
    <>
      {draw.status === "selling" ? <BuyCodes key={draw.draw_id} locale={locale} draw={draw} assets={server.answer(server.data?.assets)} /> : null}
      {/* The server read the codes of the draw the page opened on; another draw asks for its own. */}
      <MyCodes locale={locale} draw={draw} server={server.answer(server.data?.codes?.draw_id === draw.draw_id ? server.data.codes : null)} />
    </>
  );
}
