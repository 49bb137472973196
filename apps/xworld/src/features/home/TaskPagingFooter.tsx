"use client";
// Under the home list while there is more: "n of total" and "Show more tasks", or the page that could
// not load and "Try again".
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import type { TaskPage } from "./more-pages";
import { useTaskPaging } from "./TaskPaging";

const hasPageAfter = (page: TaskPage) => page.page * page.page_size < page.total;

export function TaskPagingFooter() {
  const { first, asked, more, ask } = useTaskPaging();
  const failed = more?.failed ?? false;
  const shown = first.list.length + (more?.later.length ?? 0);
  const total = more?.total ?? first.total;
  if (!(more?.hasMore ?? hasPageAfter(first))) return null;
  return (
    <>
      {failed ? (
        <p role="alert" className="px-16 pt-12 text-14 text-danger">
          <Trans>More tasks could not load.</Trans>
        </p>
      ) : null}
      <div className="flex flex-col gap-6 px-16 py-12">
        <p className="text-center text-13 text-text-muted">
          <Trans>
            {shown} of {total}
          </Trans>
        </p>
        {/* From the first tap until the pager has loaded and answered, the button shows it is working. */}
        <Button variant="secondary" block loading={asked && (more?.loading ?? true)} onClick={more?.fetchMore ?? ask}>
          {failed ? <Trans>Try again</Trans> : <Trans>Show more tasks</Trans>}
        </Button>
      </div>
    </>
  );
}
