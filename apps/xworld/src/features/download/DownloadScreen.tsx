// /task/download (exempt from login): where to get the app, the visitor's own phone first (Google Play
// or the APK on Android, the App Store on iOS), each link opened through the platform adapter. A server
// component: the downloads and the phone (from the request's user agent) are read on the server; the
// buttons are its only client code. A failed read says so, with a Retry that opens the page again.
import { Trans, useLingui } from "@lingui/react/macro";
import type { AppDownload } from "@repo/api-client/endpoints/product";
import { PageFrame } from "@repo/app-shell/page-frame";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { downloadsFor } from "./device-os";
import type { DownloadsFirst } from "./load-downloads";
import { OpenDownloadButton } from "./OpenDownloadButton";

export function DownloadScreen({ locale, first }: { locale: Locale; first: DownloadsFirst }) {
  const { t } = useLingui();
  const { downloads, os } = first;

  return (
    <PageFrame locale={locale} heading={<Trans>Get the app</Trans>}>
      <Card>
        <div className="flex flex-col gap-8">
          <h2 className="text-20 font-bold text-text">
            <Trans>XWorld on your phone</Trans>
          </h2>
          <p className="text-14 text-text-muted">
            <Trans>Tasks that need the app, faster games and notifications when a reward is ready. Sign in with the same account: your wallet and tasks come along.</Trans>
          </p>
        </div>
      </Card>
      <Card flush title={t`Downloads`}>
        {downloads === null ? (
          <ErrorState title={t`The downloads could not load.`} retryHref={withLocale("/task/download", locale)} />
        ) : (
          <List label={t`Downloads`} empty={<EmptyState title={<Trans>No download is available right now</Trans>} />}>
            {downloadsFor(os, downloads).map((entry) => (
              <DownloadRow key={`${entry.platform}-${entry.channel}`} entry={entry} locale={locale} recommended={entry.platform === os} />
            ))}
          </List>
        )}
      </Card>
    </PageFrame>
  );
}

function DownloadRow({ entry, locale, recommended }: { entry: AppDownload; locale: Locale; recommended: boolean }) {
  const { t } = useLingui();
  const version = entry.version;
  const size = formatAmount(String(entry.size / 1_048_576), { locale, decimals: 1, compact: false });
  const title =
    entry.platform === "ios" ? t`iPhone and iPad` : entry.channel === "store" ? t`Android` : t`Android, without the store`;
  const action = entry.platform === "ios" ? t`App Store` : entry.channel === "store" ? t`Google Play` : t`Download APK`;
  return (
    <li className="flex items-center gap-12 px-16 py-12">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-8 text-15 font-semibold text-text">
          {title}
          {recommended ? (
            <span className="rounded-full bg-primary px-8 py-2 text-11 font-semibold text-primary-contrast">
              <Trans>Your phone</Trans>
            </span>
          ) : null}
        </span>
        <span className="text-12 text-text-muted">
          {entry.size > 0 ? <Trans>Version {version} · {size} MB</Trans> : <Trans>Version {version}</Trans>}
        </span>
      </span>
      <OpenDownloadButton url={entry.url} label={action} recommended={recommended} />
    </li>
  );
}
