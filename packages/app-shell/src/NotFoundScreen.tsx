import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";

/** A localized 404 inside the app's layout, with the way back home. */
export function NotFoundScreen({ homeHref }: { homeHref: string }) {
  return (
    <EmptyState
      className="min-h-[60dvh] justify-center"
      headingLevel={1}
      title={<Trans>This page does not exist.</Trans>}
      description={<Trans>The link may be old, or the page has moved.</Trans>}
      action={
        <a href={homeHref} className="font-semibold text-primary underline underline-offset-4">
          <Trans>Go to the home page</Trans>
        </a>
      }
    />
  );
}
