// A profile form's buttons: the caller's second button (the setup's Skip) beside the submit button, whose
// label wraps (as every block button's) when the row is narrow (Russian "Сохранить и продолжить" beside "Пропустить").
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";

export function SubmitRow({ submitLabel, secondary, pending }: { submitLabel: ReactNode; secondary?: ReactNode; pending: boolean }) {
  return (
    <div className="flex gap-8">
      {secondary}
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
