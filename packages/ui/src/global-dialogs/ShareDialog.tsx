import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { BottomSheet } from "../bottom-sheet/BottomSheet";
import { CopyIcon, MoreIcon } from "../icons/icons";
import { cn } from "../lib/cn";
import { SHARE_BRAND_NAMES, SHARE_CHANNEL_CLASSES, SHARE_CHANNELS, type ShareChannel } from "./share-channels";

export interface SharePayload {
  text: string;
  url?: string;
}

export interface ShareDialogProps {
  /** The text to share (invitation message). */
  text: string;
  url?: string;
  title?: ReactNode;
  /** Channels offered, in order; all of them by default. */
  channels?: readonly ShareChannel[];
  /** The app shares through the platform (native app, Telegram, web). */
  onShare: (channel: ShareChannel, payload: SharePayload) => void;
  onClose: () => void;
}

/** A sheet of share targets for an invitation text and link. */
export function ShareDialog({ text, url, title, channels = SHARE_CHANNELS, onShare, onClose }: ShareDialogProps) {
  const { t } = useLingui();
  const empty = text.trim() === "";
  const names: Record<ShareChannel, string> = {
    telegram: SHARE_BRAND_NAMES.telegram ?? "",
    facebook: SHARE_BRAND_NAMES.facebook ?? "",
    whatsapp: SHARE_BRAND_NAMES.whatsapp ?? "",
    x: SHARE_BRAND_NAMES.x ?? "",
    copy: t`Copy link`,
    system: t`More`,
  };
  return (
    <BottomSheet open onClose={onClose} title={title ?? t`Share`}>
      {empty ? (
        <p role="alert" className="mb-12 rounded-12 bg-surface-sunken p-12 text-14 text-danger">
          <Trans>Share failed, text is empty</Trans>
        </p>
      ) : (
        <div className="mb-16 rounded-12 bg-surface-sunken p-12 text-14">
          <p className="line-clamp-4 whitespace-pre-line break-words text-text">{text}</p>
          {url ? <p className="mt-4 truncate text-link">{url}</p> : null}
        </div>
      )}
      <ul className="grid grid-cols-4 gap-12" aria-label={t`Share to`}>
        {channels.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              disabled={empty}
              onClick={() => onShare(channel, { text, url })}
              className="flex w-full flex-col items-center gap-6 text-12 text-text disabled:cursor-not-allowed disabled:opacity-40"
            >
              <span
                aria-hidden="true"
                className={cn("flex size-48 items-center justify-center rounded-full text-20 font-bold", SHARE_CHANNEL_CLASSES[channel])}
              >
                {channel === "copy" ? <CopyIcon /> : channel === "system" ? <MoreIcon /> : names[channel].slice(0, 1)}
              </span>
              <span className="max-w-full truncate">{names[channel]}</span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
