/**
 * The pieces the injected field functions share (in-page.ts, in-page-rich.ts). Each injected
 * function is serialized alone by scripting.executeScript and may call nothing of this module, so
 * installFieldTools is sent first and leaves the pieces on the isolated world's window (which the
 * page's own scripts never see). They read nothing of the page when installed.
 *
 * Text stays text: every change the tools make is a text edit the page's editor applies (the
 * input events it handles), the browser's own `insertText` command, or `Text.replaceData`. No
 * markup is ever built or parsed, and the text inside raw-text and template elements (a `<style>`
 * or `<script>` someone put in the box) is neither read nor written.
 */

/** How an edit got into the field: the editor applied it, the browser's command, or the DOM. */
export type EditWay = 'editor' | 'command' | 'dom';

export interface FieldTools {
  /** The text nodes the user writes in, in document order: none in raw-text or non-editable parts. */
  textNodes(root: HTMLElement): Text[];
  /** The link a text node sits in, inside the box. */
  linkOf(root: HTMLElement, node: Text): HTMLAnchorElement | null;
  /** How many characters of the box's text come before a point of its DOM. */
  offsetOf(root: HTMLElement, node: Node, offset: number): number;
  /** The point `at` characters into the box's text: at a boundary, the end of the text before. */
  pointAt(root: HTMLElement, at: number, forward: boolean): [Text, number] | null;
  /** Puts the page's selection over characters `start` to `end` of the box's text. */
  select(root: HTMLElement, start: number, end: number): Range | null;
  /** Replaces characters `start` to `end` of the box's text with `text`, the way the page takes. */
  replace(root: HTMLElement, start: number, end: number, text: string): EditWay | null;
  /** Sets a link's address: only an http(s) URL, only on a link whose text is that URL. */
  relink(root: HTMLElement, at: number, url: string): void;
  /** Resolves once the page has drawn its next frame and run its input handling (an editor redraws then). */
  settle(): Promise<void>;
}

export function installFieldTools(): void {
  const world = window as unknown as { __shortenInFieldTools?: FieldTools };
  // Elements whose text is not text the user writes: styles, scripts, templates and the like.
  const rawText =
    'style,script,noscript,template,textarea,xmp,iframe,noembed,noframes,plaintext,title,object';
  const tools: FieldTools = {
    textNodes(root) {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const raw = node.parentElement?.closest(rawText);
        // A part of the box the user cannot edit (an editor's widget, a mention chip) stays too.
        if ((!raw || !root.contains(raw)) && node.parentElement?.isContentEditable) nodes.push(node as Text);
      }
      return nodes;
    },
    linkOf(root, node) {
      const anchor = node.parentElement?.closest('a[href]');
      return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : null;
    },
    offsetOf(root, node, offset) {
      const point = document.createRange();
      point.setStart(node, offset);
      let total = 0;
      for (const text of this.textNodes(root)) {
        if (text === node) return total + offset;
        if (point.comparePoint(text, text.length) > 0) break;
        total += text.length;
      }
      return total;
    },
    pointAt(root, at, forward) {
      let left = at;
      const nodes = this.textNodes(root);
      for (const [index, node] of nodes.entries()) {
        const last = index === nodes.length - 1;
        if (left < node.length || (left === node.length && (!forward || last))) return [node, left];
        left -= node.length;
      }
      return null;
    },
    select(root, start, end) {
      const from = this.pointAt(root, start, true);
      const to = this.pointAt(root, end, false);
      if (!from || !to) return null;
      const range = document.createRange();
      range.setStart(from[0], from[1]);
      range.setEnd(to[0], to[1]);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return range;
    },
    replace(root, start, end, text) {
      const range = this.select(root, start, end);
      if (!range) return null;
      // An editor with a model of its own (Quill, Slate, Lexical, CKEditor, Trix) applies the
      // replacement a spelling correction sends: its model changes and its undo takes it back.
      let targetRanges: StaticRange[] = [];
      try {
        targetRanges = [new StaticRange(range)];
      } catch {
        // No StaticRange: an editor reads the selection, set above.
      }
      // Firefox keeps what the extension's world puts in a DataTransfer from the page (it reads
      // ""): there the text travels in `data` alone, which these editors read first or too.
      const xray = 'wrappedJSObject' in window;
      const data = xray ? null : new DataTransfer();
      data?.setData('text/plain', text);
      const asked = new InputEvent('beforeinput', {
        bubbles: true,
        cancelable: true,
        composed: true,
        inputType: 'insertReplacementText',
        data: text,
        dataTransfer: data,
        targetRanges,
      });
      const was = this.textNodes(root)
        .map((node) => node.data)
        .join('');
      const taken = !root.dispatchEvent(asked);
      // An editor that applied it without saying so (no preventDefault) changed the text.
      if (
        taken ||
        this.textNodes(root)
          .map((node) => node.data)
          .join('') !== was
      )
        return 'editor';
      // Nobody took it: the browser's own command, which the page's undo and its input events
      // know (a plain box, ProseMirror, CodeMirror and Draft.js read what it changes).
      try {
        if (document.execCommand('insertText', false, text)) return 'command';
      } catch {
        // A page that refuses the command: the text is changed below.
      }
      const nodes = this.textNodes(root).filter((node) => range.intersectsNode(node));
      for (const node of nodes.reverse()) {
        const first = node === range.startContainer;
        const begin = first ? range.startOffset : 0;
        const finish = node === range.endContainer ? range.endOffset : node.length;
        node.replaceData(begin, finish - begin, first ? text : '');
      }
      root.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }),
      );
      return 'dom';
    },
    relink(root, at, url) {
      const point = this.pointAt(root, at, true);
      const anchor = point && this.linkOf(root, point[0]);
      let http = false;
      try {
        http = ['http:', 'https:'].includes(new URL(url).protocol);
      } catch {
        http = false;
      }
      if (anchor && http && anchor.textContent?.trim() === url) anchor.setAttribute('href', url);
    },
    settle() {
      return new Promise((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          document.removeEventListener('visibilitychange', finish);
          setTimeout(resolve, 0);
        };
        // A hidden tab draws no frame: its input handling has run after a moment.
        if (document.visibilityState === 'hidden') {
          setTimeout(finish, 100);
          return;
        }
        // A shown page draws its next frame however late a busy machine makes it, and an editor
        // that asked for that frame first draws its model in it (Trix puts its own caret there,
        // after the last edit): a short timer would let the writer put the caret back too early.
        requestAnimationFrame(finish);
        document.addEventListener('visibilitychange', finish);
        // A page shown but drawing nothing for this long is stopped (a paused debugger, a window the
        // system hides without telling the page): the run goes on rather than wait for it.
        setTimeout(finish, 2000);
      });
    },
  };
  world.__shortenInFieldTools = tools;
}
