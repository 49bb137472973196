// ShowMore as a server draws it until the list's code loads: the same end, its button not yet usable.
// Nothing when the list has no more.
import { Trans } from "@lingui/react/macro";
import { ButtonPreview } from "../button/ButtonPreview";
import { ShowMoreFrame } from "./ShowMoreFrame";

export function ShowMorePreview({ shown, total, className }: { shown: number; total: number; className?: string }) {
  if (shown >= total) return null;
  const button = (
    <ButtonPreview variant="secondary" block>
      <Trans>Show more</Trans>
    </ButtonPreview>
  );
  return <ShowMoreFrame button={button} shown={shown} total={total} className={className} />;
}
