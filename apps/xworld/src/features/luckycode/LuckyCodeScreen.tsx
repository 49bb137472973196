"use client";
// /luckycode/buy (re-reads user info on open; open to guests): the draws with their prize, code price
// and draw time; buying codes for one still selling; the player's codes and each drawn draw's result.
// The chosen draw is kept in the address (?draw=).
import { Trans, useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { BuyCodes } from "./BuyCodes";
import { chooseDraw } from "./code-rules";
import { DrawCard } from "./DrawCard";
import { MyCodes } from "./MyCodes";

export function LuckyCodeScreen({ locale, drawId }: { locale: Locale; drawId: number | null }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const router = useRouter();
  const draws = useApiQuery(campEndpoints.luckyDraws, {}, { enabled: viewer !== "pending" });
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
        <PlayerPart locale={locale} draw={draw} viewer={viewer} />
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

function PlayerPart({ locale, draw, viewer }: { locale: Locale; draw: LuckyDraw; viewer: ReturnType<typeof useViewer> }) {
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
      {draw.status === "selling" ? <BuyCodes key={draw.draw_id} locale={locale} draw={draw} /> : null}
      <MyCodes locale={locale} draw={draw} />
    </>
  );
}
