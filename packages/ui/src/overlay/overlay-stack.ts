// Open overlays, innermost last: only the top one answers Escape and keeps focus, and the page
// stays scroll-locked while any is open.
const stack: symbol[] = [];
let savedOverflow = "";

export function pushOverlay(id: symbol): void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
  }
  stack.push(id);
}

export function removeOverlay(id: symbol): void {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

export function isTopOverlay(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
