// The guest's sign-in prompt as SignInPrompt draws it, its button a block of the same height, until the
// prompt has loaded after start (no client code).
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { betSignInDescription, betSignInTitle } from "./bet-sign-in-texts";

export function BetSignInPlaceholder() {
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-busy="true">
        <h2 className="text-18 font-bold text-text">{betSignInTitle()}</h2>
        <p className="text-14 text-text-muted">{betSignInDescription()}</p>
        <Skeleton width="100%" height={48} className="mt-4" />
      </div>
    </Card>
  );
}
