/**
 * The runs of an element's own text between its `<wbr>` elements: where the rendered text may
 * break. Text of child elements (a badge, a hidden note) is left out.
 */
export function phrasesOf(element: Element): string[] {
  const phrases: string[] = [];
  let current = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) current += node.textContent;
    else if (node.nodeName === 'WBR') {
      phrases.push(current);
      current = '';
    }
  }
  if (current.trim()) phrases.push(current);
  return phrases;
}
