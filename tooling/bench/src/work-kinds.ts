// The kind of work a main-thread trace event is, by its name as Chromium's trace writes it (the
// Performance panel's categories, which Lighthouse's trace has too). Both tables that split a page's main
// thread read it: `--main-thread` (observed time, ./main-thread.ts) and the simulated TBT's split
// (./tbt-split.ts), so the two agree on what "script" or "style & layout" is.
export type WorkKind = "navigation" | "parse" | "script" | "style & layout" | "paint";

const PATTERNS: readonly (readonly [WorkKind, RegExp])[] = [
  // The browser committing the new document in the renderer.
  ["navigation", /^DocumentLoader::CommitNavigation$/],
  // The HTML parser; an inline script it runs is an EvaluateScript inside it.
  ["parse", /^ParseHTML$/],
  ["script", /^(FunctionCall|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|XHRReadyStateChange|XHRLoad|CompileScript|CompileCode|MajorGC|MinorGC|BlinkGC\..*|v8\..*|V8\..*)$/],
  ["style & layout", /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|Layout|Document::recalcStyle|Document::updateStyle|LocalFrameView::performLayout|InlineNode::.*)$/],
  ["paint", /^(Paint|PaintImage|PaintSetup|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|Commit|CompositeLayers|ImageDecodeTask|Decode.*|Blink\.Paint\..*|Blink\.PrePaint\..*|LocalFrameView::RunPaintLifecyclePhase|AnimationTimeline::serviceAnimations)$/],
];

/** The kind of work an event named `name` is; null for the rest (resources finishing, the task wrappers, the browser's own events). */
export function workKindOf(name: string): WorkKind | null {
  return PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}
