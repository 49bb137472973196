// The "me" tab's frame, the same in both brands: the heading, the player's account chip (which opens
// `profilePath`), the brand's personal areas as plain links, and what the brand adds below them.
// No client code of its own (the chip is the session's), so the brand's server page renders it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { LinkList, type LinkListItem } from "@repo/ui/link-list";
import type { ReactNode } from "react";
import { AccountChip } from "./AccountChip";

export interface MeFrameProps {
  locale: Locale;
  /** Where the account chip leads. */
  profilePath: string;
  areas: readonly LinkListItem[];
  children?: ReactNode;
}

export function MeFrame({ locale, profilePath, areas, children }: MeFrameProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <header className="flex items-center justify-between gap-12">
        <h1 className="text-20 font-bold">
          <Trans>Me</Trans>
        </h1>
        <AccountChip locale={locale} profilePath={profilePath} />
      </header>
      <Card flush>
        <LinkList label={t`My areas`} items={areas} />
      </Card>
      {children}
    </div>
  );
}
