import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { InfoIcon } from "../icons/icons";

export const EXPLANATION_KINDS = ["assets", "kther", "xusd", "contribute", "happy"] as const;
export type ExplanationKind = (typeof EXPLANATION_KINDS)[number];

// Spec: not shown — the explanation texts; these describe each asset the way the product uses it.
const EXPLANATIONS: Record<ExplanationKind, { title: MessageDescriptor; body: MessageDescriptor }> = {
  assets: {
    title: msg`Total assets`,
    body: msg`The value of all your coins together, shown in USDT. Coin prices move, so this total moves with them.`,
  },
  kther: {
    title: msg`What is KTHER?`,
    body: msg`KTHER is the main reward coin. Earn it in games and tasks, and spend it on spins, pets and the market.`,
  },
  xusd: {
    title: msg`What is XUSD?`,
    body: msg`XUSD is a stable coin worth about one US dollar. It is used for recharges, withdrawals and exchanges.`,
  },
  contribute: {
    title: msg`What is contribution (KC)?`,
    body: msg`Contribution points (KC) show how much you helped the community grow. Inviting friends and finishing tasks earn them, and they decide your share of prize pools.`,
  },
  happy: {
    title: msg`What is HAPPY?`,
    body: msg`HAPPY is the coin of events and mini games. Collect it during activities and exchange it for prizes before the event ends.`,
  },
};

export interface ExplanationDialogProps {
  kind: ExplanationKind;
  /** Replaces the built-in text, e.g. with rules sent by the server. */
  body?: ReactNode;
  onClose: () => void;
}

/** Explains one asset of the wallet: total assets, KTHER, XUSD, contribution or HAPPY. */
export function ExplanationDialog({ kind, body, onClose }: ExplanationDialogProps) {
  const { i18n } = useLingui();
  const text = EXPLANATIONS[kind];
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span className="text-link">{<InfoIcon />}</span>}
      title={i18n._(text.title)}
      description={body ? undefined : i18n._(text.body)}
      actions={
        <Button onClick={onClose}>
          <Trans>Got it</Trans>
        </Button>
      }
    >
      {body ? <div className="text-14 text-text-muted">{body}</div> : null}
    </Dialog>
  );
}
