"use client";
// One open global dialog (spec section 2) with this app's actions wired in. Loaded when a dialog first
// opens (./GlobalDialogs.tsx): no page pays for eight dialogs it may never show.
import { useLingui } from "@lingui/react/macro";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiQuery } from "@repo/api-client/react";
import { tgEndpoints } from "@repo/api-client/endpoints/tg";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { startBindPhone, withBoundPhone } from "@repo/session/bind-phone";
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import type { OpenDialog } from "@repo/session/stores/common";
import { userInfoAtom } from "@repo/session/stores/session";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { queryKeys } from "@repo/api-client/react";
import { BalanceLackDialog } from "@repo/ui/global-dialogs/BalanceLackDialog";
import { BindPhoneDialog } from "@repo/ui/global-dialogs/BindPhoneDialog";
import { DownloadAppDialog } from "@repo/ui/global-dialogs/DownloadAppDialog";
import { ExplanationDialog } from "@repo/ui/global-dialogs/ExplanationDialog";
import { PwaInstallDialog } from "@repo/ui/global-dialogs/PwaInstallDialog";
import { RechargeBackDialog } from "@repo/ui/global-dialogs/RechargeBackDialog";
import { ShareDialog } from "@repo/ui/global-dialogs/ShareDialog";
import { UpdateAppDialog } from "@repo/ui/global-dialogs/UpdateAppDialog";
import { WalletDrawer } from "@repo/ui/global-dialogs/WalletDrawer";
import { useState } from "react";
import type { BrandSettings } from "./brand-settings";
import { useRuntime } from "./runtime-context";
import { shareUrlFor } from "./share-links";
import { usePwaInstallPrompt } from "./use-pwa-install-prompt";

export function OpenGlobalDialog({
  dialog,
  brand,
  locale,
  close,
}: {
  dialog: OpenDialog;
  brand: BrandSettings;
  locale: Locale;
  close: (result?: string) => void;
}) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const platform = usePlatform();
  const isAudit = useSessionValue("isAudit");
  const go = (path: string) => {
    close("navigate");
    runtime.navigation.router.push(`/${locale}${path === "/" ? "" : path}`);
  };
  const storeUrl = `https://${runtime.config.storeHost}/download?app=${brand.appName}`;
  const onClose = () => close();

  switch (dialog.name) {
    case "explanation":
      return <ExplanationDialog kind={dialog.props.kind} onClose={onClose} />;
    case "balance-lack":
      return (
        <BalanceLackDialog
          coinName={dialog.props.coinName}
          audit={isAudit}
          onTopUp={() => go(brand.recharge)}
          onClose={onClose}
        />
      );
    case "share":
      return (
        <ShareDialog
          text={dialog.props.text}
          {...(dialog.props.url ? { url: dialog.props.url } : {})}
          onShare={(channel, payload) => {
            const link = shareUrlFor(channel, payload);
            const done = link
              ? platform.openLink(link).then(() => true)
              : channel === "copy"
                ? navigator.clipboard.writeText([payload.text, payload.url].filter(Boolean).join(" ")).then(() => {
                    runtime.toasts.show(t`Copied`, { tone: "success" });
                    return true;
                  })
                : platform.share(payload.text, payload.url).then((result) => {
                    // The spec's warning, in the player's language.
                    if (!result.ok && result.reason === "empty-text") runtime.toasts.show(t`Share failed, text is empty`, { tone: "error" });
                    return result.ok;
                  });
            void done.then((shared) => shared && close("shared"), () => runtime.toasts.show(t`Sharing failed. Try again.`, { tone: "error" }));
          }}
          onClose={onClose}
        />
      );
    case "download-app":
      return <DownloadAppDialog onDownload={() => void platform.openLink(storeUrl).then(() => close("download"))} onClose={onClose} />;
    case "wallet-drawer":
      return <WalletDrawerDialog brand={brand} locale={locale} go={go} onClose={onClose} />;
    case "bind-phone":
      return <BindPhoneDialogWired backUrl={dialog.props.backUrl} from={dialog.props.from} locale={locale} close={close} />;
    case "update-app":
      return (
        <UpdateAppDialog
          minVersion={dialog.props.minVersion}
          onCancel={() => void platform.close()}
          onConfirm={() => void platform.openLink(storeUrl)}
        />
      );
    case "pwa-install":
      return <PwaInstall appName={brand.appName} mode={dialog.props.mode} close={close} />;
    case "recharge-back":
      return <RechargeBackDialog onWallet={() => go(brand.walletHistory)} onClose={onClose} />;
  }
}

function WalletDrawerDialog({ brand, locale, go, onClose }: { brand: BrandSettings; locale: Locale; go: (path: string) => void; onClose: () => void }) {
  const loggedIn = useIsLoggedIn();
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled: loggedIn });
  const paths = { recharge: brand.recharge, withdraw: brand.withdraw, exchange: brand.exchange, history: brand.walletHistory };
  return (
    <WalletDrawer
      balances={wallet.data?.list ?? []}
      {...(wallet.data ? { totalUsdt: formatAmount(wallet.data.total_usdt, { locale }) } : {})}
      loading={wallet.isPending && loggedIn}
      error={wallet.isError}
      onRetry={() => void wallet.refetch()}
      formatAmount={(value) => formatAmount(value, { locale })}
      onAction={(action) => go(paths[action])}
      onClose={onClose}
    />
  );
}

function BindPhoneDialogWired({ backUrl, from, locale, close }: { backUrl?: string; from?: string; locale: Locale; close: (result?: string) => void }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const platform = usePlatform();
  const [binding, setBinding] = useState(false);
  return (
    <BindPhoneDialog
      binding={binding}
      onClose={() => close("cancel")}
      onBind={() => {
        setBinding(true);
        void startBindPhone({
          platform: platform.kind,
          botName: runtime.config.telegramBotName,
          contactAuth: (input) => runtime.api.call(tgEndpoints.authContact, input).then((data) => ({ data })),
          router: runtime.navigation.router,
          backUrl: backUrl ?? `${window.location.pathname}${window.location.search}`,
          ...(from ? { from } : {}),
          locale,
          onSuccess: (phone) => {
            runtime.store.set(userInfoAtom, (info) => withBoundPhone(info, phone));
            void runtime.queries.current?.invalidateQueries({ queryKey: queryKeys.endpoint(userReadEndpoints.getUserInfo) });
            runtime.toasts.show(t`Your phone number is linked.`, { tone: "success" });
            close("bound");
          },
          onError: () => runtime.toasts.show(t`The phone number could not be linked. Try again.`, { tone: "error" }),
          close: () => setBinding(false),
        }).then((outcome) => {
          if (outcome.kind === "redirected") close("redirected");
        });
      }}
    />
  );
}

function PwaInstall({ appName, mode, close }: { appName: string; mode: "prompt" | "ios" | undefined; close: (result?: string) => void }) {
  const install = usePwaInstallPrompt();
  return (
    <PwaInstallDialog
      appName={appName}
      mode={mode ?? (install ? "prompt" : "ios")}
      {...(install ? { onInstall: () => void install().then((outcome) => close(outcome)) } : {})}
      onClose={() => close()}
    />
  );
}
