"use client";
// A reward's receive button: one request per tap (use-receive-once), then `onDone` reads again (the
// page on the server, or the browser's queries), so a reward already received shows as such; a
// failure says so under the button. Each button guards its own request.
import { Trans } from "@lingui/react/macro";
import type { Endpoint } from "@repo/api-client/endpoint";
import { Button, type ButtonSize } from "@repo/ui/button";
import type { ReactNode } from "react";
import { useReceiveOnce } from "./use-receive-once";

export interface ReceiveButtonProps<Req, Res> {
  endpoint: Endpoint<Req, Res>;
  input: Req;
  onDone: () => void;
  /** The button's text. */
  children: ReactNode;
  /** The button's accessible name, when its text alone does not say which reward. */
  label?: string;
  size?: ButtonSize;
  block?: boolean;
  /** Where the failure's line goes in the caller's layout. */
  alertClassName?: string;
}

export function ReceiveButton<Req, Res>({ endpoint, input, onDone, children, label, size, block, alertClassName = "" }: ReceiveButtonProps<Req, Res>) {
  const receiver = useReceiveOnce(endpoint, onDone);
  const receiving = receiver.pendingKey !== null;
  return (
    <>
      <Button size={size} block={block} loading={receiving} disabled={receiving} onClick={() => receiver.receive("reward", input)} aria-label={label}>
        {children}
      </Button>
      {receiver.failedKey !== null ? (
        <p role="alert" className={`text-13 text-danger ${alertClassName}`.trim()}>
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </>
  );
}
