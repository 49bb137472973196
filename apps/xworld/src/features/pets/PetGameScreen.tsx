// /petGame?petId=: the pet game (login-required). A hunt: the pet digs at one of three spots the player
// picks; the server has already decided what every spot holds (the odds are shown before playing), pays
// the picked spot's find in the reward coin, and the answer shows all three. Each hunt takes energy.
// A server component: the server reads the pet and the hunt's terms (or the player's pets to pick from)
// with the login cookies and renders them there (ServerPlayerContent keeps them while this render is that
// player's; each pet to pick is a plain link). Its client code: the hunt, a part loaded after start with
// the board at rest until then (a hunt renders the page again on the server). Another login or a failed
// read gets the browser's read (PetGameFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import type { ReactNode } from "react";
import { HuntBoardView } from "./HuntBoardView";
import type { PetGameFirst } from "./load-pet-game";
import { HuntPlayPart, PetGameFromBrowser } from "./PetGameParts";
import { PetPickList } from "./PetPickList";

export interface PetGameScreenProps {
  locale: Locale;
  petId: number | null;
  /** The server's reads with the player's login cookies (none for a guest). */
  first?: PlayerFirst<PetGameFirst> | null;
}

export function PetGameScreen({ locale, petId, first }: PetGameScreenProps) {
  const fromBrowser = <PetGameFromBrowser locale={locale} petId={petId} />;
  const server = first ? serverGame(locale, first.data) : null;
  return (
    <PageFrame locale={locale} back="/petV2" heading={<Trans>Pet game: treasure hunt</Trans>}>
      {first && server ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {server}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

/** What the server's reads show, or null when they failed (the browser then reads). */
function serverGame(locale: Locale, first: PetGameFirst): ReactNode {
  const { pet, config, notYours, pets } = first;
  if (pet && config) {
    return <HuntPlayPart locale={locale} pet={pet} config={config} renderPage atRest={<HuntBoardView locale={locale} pet={pet} config={config} />} />;
  }
  if (!pets) return null;
  return (
    <>
      {notYours ? (
        <FormAlert tone="warning">
          <Trans>That pet is not yours. Pick one of your own.</Trans>
        </FormAlert>
      ) : null}
      <PetPickList locale={locale} pets={pets.list} />
    </>
  );
}
