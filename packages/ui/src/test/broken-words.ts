// Whether a translation's words show whole: a word that a line break cuts in two ("Голосова|ние") reads
// badly, and in a browser without the language's hyphenation dictionary it gets no hyphen either. Self-
// contained (no imports, nothing from outside the function), so Playwright can run it in a page as well as
// a story's play function.

/** The texts inside `element` with a line break inside a word (not after a space, a hyphen or a soft hyphen). */
export function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    let lastTop: number | null = null;
    for (let index = 0; index < text.length; index += 1) {
      if (/\s/.test(text[index] ?? "")) continue;
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = range.getClientRects()[0]?.top;
      if (top === undefined) continue;
      if (lastTop !== null && top > lastTop + 2 && /[\p{L}\p{N}]/u.test(text[index - 1] ?? "")) broken.push(text);
      lastTop = top;
    }
  }
  return broken;
}
