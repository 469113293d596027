/**
 * Layout checks shared by the Chromium and Firefox layout tests: what in a page is
 * wider than the window, and which elements cut their own text. Both run inside the page
 * (playwright's evaluate or puppeteer's), so they are self-contained functions.
 */

/** A destination as browsers copy it: percent-encoded Unicode, one unbreakable word. */
export const LONG_DESTINATION = `https://example.com/wiki/${'%E6%97%A5%E6%9C%AC%E8%AA%9E%E3%81%AE'.repeat(24)}`;

/**
 * A long internationalized domain (the websites list's new cells must never cut the
 * domain). The server keeps its ASCII form; the manager shows it in Unicode.
 */
export const LONG_IDN_HOST =
  'bücher-und-zeitschriften-für-die-ganze-familie.österreichische-buchhandlung.example';

export interface Overflow {
  innerWidth: number;
  scrollWidth: number;
  /** Up to five elements whose box reaches past the window's right edge (tag.class: width). */
  wide: string[];
}

/** The page's width against the window's, and the elements that stick out. */
export function measureOverflow(): Overflow {
  const innerWidth = window.innerWidth;
  const wide: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= innerWidth + 0.5) continue;
    wide.push(
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')}: ${Math.round(box.width)}`,
    );
    if (wide.length === 5) break;
  }
  return { innerWidth, scrollWidth: document.documentElement.scrollWidth, wide };
}

/** Elements matching `selector` whose content is wider than their box (text cut or hidden). */
export function cutElements(selector: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
}

/**
 * The lines of text of each element matching `selector` as they show on screen: the characters
 * grouped by the line they stand on, those a clip hides (the point at a character's middle is
 * not on it) left out, each line trimmed.
 */
export function shownLines(selector: string): string[][] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const lines = new Map<number, { left: number; char: string }[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue; // a space the line collapsed
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !node.parentElement?.contains(hit)) continue;
        const top = Math.round(box.top);
        lines.set(top, [...(lines.get(top) ?? []), { left: box.left, char: text[index] ?? '' }]);
      }
    }
    return [...lines.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, chars]) =>
        chars
          .sort((a, b) => a.left - b.left)
          .map((c) => c.char)
          .join('')
          .trim(),
      );
  });
}

export interface PartSpacing {
  /** The element: tag, and its class or id. */
  name: string;
  /** Its row gap (a grid's or a flex column's). */
  gap: number;
  /** The space between each two of its children that show, top to bottom. */
  spaces: number[];
}

/** How far apart the parts of each element matching `selector` stand, against its own gap. */
export function partSpacing(selector: string): PartSpacing[] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const boxes = [...element.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.height > 0);
    return {
      name: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? element.id}`,
      gap: Number.parseFloat(getComputedStyle(element).rowGap) || 0,
      spaces: boxes.slice(1).map((box, index) => Math.round(box.top - (boxes[index]?.bottom ?? box.top))),
    };
  });
}
