// What a player tells others (profile service showcase): their bio and the games they chose to show,
// each opening the game's H5 page (/products/[productId]?gameName&from=profile_<id>). No client code of
// its own: rendered on the server (the page's read) and in the browser (ShowcaseRead).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { profileFrom } from "../task/task-query";
import type { Showcase } from "./public-profile";

export function PublicShowcase({ locale, userId, showcase }: { locale: Locale; userId: number; showcase: Showcase }) {
  const { t } = useLingui();
  const { bio, games } = showcase;
  return (
    <>
      {bio ? (
        <Card title={t`About`}>
          <p className="whitespace-pre-line break-words text-15 text-text" data-testid="public-bio">
            {bio}
          </p>
        </Card>
      ) : null}
      <Card title={t`Games`}>
        {games.length === 0 ? (
          <p className="text-14 text-text-muted">
            <Trans>No games shown yet.</Trans>
          </p>
        ) : (
          <ul className="m-0 grid list-none grid-cols-3 gap-12 p-0" aria-label={t`Games`}>
            {games.map((game) => {
              const query = new URLSearchParams({ gameName: game.name, from: profileFrom(userId) }).toString();
              return (
                <li key={game.product_id}>
                  <Link href={withLocale(`/products/${game.product_id}?${query}`, locale)} className="flex flex-col items-center gap-6 text-center">
                    <img src={game.icon} alt="" width={64} height={64} className="size-64 rounded-16 bg-surface-sunken object-cover" />
                    <span className="break-words text-13 font-semibold text-text">{game.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
