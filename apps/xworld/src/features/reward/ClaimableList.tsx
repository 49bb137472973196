"use client";
// A claimable list with the outcome of its claims above it. The list (`children`) and the buttons'
// context stay in place from the server's HTML on; only the claim's work (`work`: the claim, what
// arrived, what went wrong) comes and goes in the slot above, so its code can load after start without
// the rows being mounted again when it arrives. Used by the rewards list and the newbie week.
import type { Locale } from "@repo/i18n/locales";
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from "react";
import { RewardClaimContext, type RewardClaimer } from "./reward-claim-context";

/** What the claim's work tells the list: the buttons' claimer, and whether the list still shows. */
export interface ClaimListState {
  claimer: RewardClaimer | null;
  /** False once the work shows something in the list's place (the newbie week is over). */
  listShown: boolean;
}

export interface ClaimWorkProps {
  locale: Locale;
  refreshPage: boolean;
  onState: (state: ClaimListState) => void;
}

export interface ClaimableListProps {
  locale: Locale;
  refreshPage?: boolean;
  /** The claim's work; until it reports, the buttons show as they will, not yet pressable. */
  work: ComponentType<ClaimWorkProps>;
  children: ReactNode;
}

/**
 * For a claim's work: reports its claimer (and whether the list shows) to the list before the browser
 * paints, so the buttons are pressable in the frame the claim's code arrived in.
 */
export function useReportClaimState(onState: ClaimWorkProps["onState"], claimer: RewardClaimer, listShown = true): void {
  useLayoutEffect(() => onState({ claimer, listShown }), [onState, claimer, listShown]);
}

/** The list with `work` as its claim: the work in the route's code, or a lazy part that loads it after start. */
export function claimableList(work: ComponentType<ClaimWorkProps>) {
  return function ClaimableListOf({ locale, refreshPage, children }: Omit<ClaimableListProps, "work">) {
    return (
      <ClaimableList locale={locale} refreshPage={refreshPage} work={work}>
        {children}
      </ClaimableList>
    );
  };
}

export function ClaimableList({ locale, refreshPage = false, work: Work, children }: ClaimableListProps) {
  const [state, setState] = useState<ClaimListState>({ claimer: null, listShown: true });
  return (
    <RewardClaimContext.Provider value={state.claimer}>
      <Work locale={locale} refreshPage={refreshPage} onState={setState} />
      {state.listShown ? children : null}
    </RewardClaimContext.Provider>
  );
}
