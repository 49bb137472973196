// The player's own code to give friends, with its copy button (a part loaded after start, drawn by the
// server until then) and the way to sharing. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { CopyIcon } from "@repo/ui/icons";
import { CopyAddressPart } from "../wallet/DepositParts";

export function OwnCodeCard({ locale, ownCode }: { locale: Locale; ownCode: string }) {
  const { t } = useLingui();
  const label = t`Copy your code`;
  return (
    <Card title={t`Your own code`}>
      <div className="flex items-center gap-8">
        <p className="min-w-0 flex-1 rounded-12 bg-surface-sunken px-12 py-10 font-mono text-16 tabular-nums text-text" data-testid="own-invite-code">
          {ownCode}
        </p>
        <CopyAddressPart
          text={ownCode}
          label={label}
          icon={<CopyIcon />}
          placeholder={
            <ButtonPreview variant="secondary" size="sm" icon={<CopyIcon />} aria-label={label}>
              {t`Copy`}
            </ButtonPreview>
          }
        />
      </div>
      <p className="mt-8 text-13 text-text-muted">
        <Trans>
          Friends who enter it are invited by you.{" "}
          <Link href={withLocale("/share", locale)} className="font-semibold text-link">
            Invite friends
          </Link>
        </Trans>
      </p>
    </Card>
  );
}
