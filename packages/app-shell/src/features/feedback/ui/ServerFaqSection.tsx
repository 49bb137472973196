// "Common questions" on a server-rendered feedback screen: the questions the server read for the viewer
// the cookies name (or a guest) are the HTML, kept while the session is that viewer (ServerPlayerContent);
// another login, or no read (a failed one, a guest where the call needs a login), gets the browser's own
// read (FaqFromBrowser).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ViewerFirst } from "../../../player-first";
import { ServerPlayerContent } from "../../../ServerPlayerContent";
import type { QuestionListFirst } from "../load-question-list";
import { FaqFromBrowser } from "./FaqFromBrowser";
import { FaqList } from "./FaqList";

export function ServerFaqSection({ locale, first }: { locale: Locale; first: ViewerFirst<QuestionListFirst> | null }) {
  const { t } = useLingui();
  const fromBrowser = <FaqFromBrowser locale={locale} />;
  const questions = first?.data.questions;
  return (
    <Card title={t`Common questions`} flush>
      {first && questions ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <FaqList items={questions} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </Card>
  );
}
