// /luckycode/buy (re-reads user info on open; open to guests): the draws with their prize, code price
// and draw time; buying codes for one still selling; the player's codes and each drawn draw's result.
// The chosen draw is kept in the address (?draw=). A server component: the server reads the draws as the
// player the login cookies name (with their balances and codes of the chosen draw), or as a guest, and
// renders them there, the countdown rendering the page again at zero (ServerPlayerContent keeps it while
// this render is that reader's). Its client code: the draws' tabs, the countdown and the code-buying form,
// a part loaded after start (BuyCodesPart; a purchase renders the page again on the server). Another
// reader or a failed read gets the browser's read (LuckyCodeFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { BuyCodesSkeleton } from "./BuyCodesSkeleton";
import { balanceOf, chooseDraw } from "./code-rules";
import type { LuckyCodeFirst } from "./load-lucky-code";
import { BuyCodesPart, LuckyCodeFromBrowser } from "./LuckyCodeParts";
import { LuckyCodeSignIn } from "./LuckyCodeSignIn";
import { LuckyCodeView } from "./LuckyCodeView";
import { MyCodesCard } from "./MyCodesCard";

export interface LuckyCodeScreenProps {
  locale: Locale;
  /** The draw the address names (`?draw=`), if any. */
  drawId: number | null;
  /** What the server read when the page opened, and for whom (nothing when it could not). */
  first?: ViewerFirst<LuckyCodeFirst> | null;
}

export function LuckyCodeScreen({ locale, drawId, first }: LuckyCodeScreenProps) {
  return (
    <PageFrame locale={locale} heading={<Trans>Lucky codes</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Buy codes for a draw. At the draw time one sold code wins the whole prize, paid into its holder's wallet.</Trans>
      </p>
      <Content locale={locale} drawId={drawId} first={first} />
    </PageFrame>
  );
}

function Content({ locale, drawId, first }: LuckyCodeScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <LuckyCodeFromBrowser locale={locale} drawId={drawId} placeholder={<FormSkeleton />} />;
  const draws = first?.data.draws;
  if (!first || !draws) return fromBrowser;
  const draw = chooseDraw(draws.list, drawId);
  const { assets, codes } = first.data;
  // The server's read stands when it has everything this reader sees: the draws, and a player's balances and codes.
  if (first.userId !== null && (!assets || (draw && codes?.draw_id !== draw.draw_id))) return fromBrowser;
  let playerPart: ReactNode = null;
  if (draw && first.userId === null) playerPart = <LuckyCodeSignIn locale={locale} draw={draw} />;
  else if (draw && codes) {
    playerPart = (
      <>
        {draw.status === "selling" ? (
          <BuyCodesPart
            key={draw.draw_id}
            locale={locale}
            draw={draw}
            balance={balanceOf(assets, draw.price_coin)}
            refreshPage
            placeholder={<BuyCodesSkeleton draw={draw} />}
          />
        ) : null}
        <MyCodesCard locale={locale} draw={draw} codes={codes} />
      </>
    );
  }
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <LuckyCodeView
        locale={locale}
        draws={draws.list}
        draw={draw}
        countdown={draw ? <RefreshingCountdown endsAt={draw.draw_at} label={t`Draw in`} className="text-15 text-text" /> : null}
        playerPart={playerPart}
      />
    </ServerPlayerContent>
  );
}
