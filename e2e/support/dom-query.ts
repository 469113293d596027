/**
 * The query engine of firefox-ui.ts, run inside the page: resolves a chain of steps (CSS, role
 * and accessible name, label, text, filters, index) to elements and reads or acts on them.
 *
 * It is one self-contained function because the driver sends its source into the page: it may
 * use nothing from outside its own body. The accessible name is the part of the W3C computation
 * the extension's pages need (aria-labelledby, aria-label, labels, contents, title, placeholder).
 */

/** A string, or a RegExp sent as its source and flags. */
export type WireText = { text: string } | { source: string; flags: string };

export type Step =
  | { css: string }
  | {
      role: string;
      name?: WireText;
      exact?: boolean;
      includeHidden?: boolean;
      checked?: boolean;
      pressed?: boolean;
      expanded?: boolean;
      selected?: boolean;
      level?: number;
    }
  | { label: WireText; exact?: boolean }
  | { text: WireText; exact?: boolean }
  | { placeholder: WireText; exact?: boolean }
  | {
      filter: {
        hasText?: WireText;
        hasNotText?: WireText;
        has?: Step[];
        hasNot?: Step[];
        visible?: boolean;
      };
    }
  | { nth: number };

export type Operation =
  | { op: 'count' }
  | { op: 'visible' }
  | { op: 'read'; what: 'value' | 'text' | 'innerText' | 'checked' | 'disabled' | 'box' }
  | { op: 'texts' }
  | { op: 'attribute'; name: string }
  | { op: 'fill'; value: string }
  | { op: 'select'; values: string[] }
  | { op: 'scroll' }
  | { op: 'focus' }
  | { op: 'mark'; token: string }
  | { op: 'markAll'; token: string };

/** Runs `operation` on the elements `steps` resolve to. Exactly-one operations throw otherwise. */
export function domQuery(steps: Step[], operation: Operation): unknown {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string, wanted: WireText | undefined, exact?: boolean): boolean => {
    if (!wanted) return true;
    if ('source' in wanted) return new RegExp(wanted.source, wanted.flags).test(value);
    const a = norm(value);
    const b = norm(wanted.text);
    return exact ? a === b : a.toLowerCase().includes(b.toLowerCase());
  };
  const hiddenByStyle = (el: Element): boolean => {
    if (!el.isConnected) return true;
    const html = el as HTMLElement;
    if (typeof html.checkVisibility === 'function') {
      return !html.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    }
    const style = getComputedStyle(el);
    return style.display === 'none' || style.visibility === 'hidden';
  };
  const visible = (el: Element): boolean => {
    if (hiddenByStyle(el)) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0;
  };
  const hiddenFromTree = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return true;
    }
    return hiddenByStyle(el);
  };
  const implicitRole = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
      case 'area':
        return el.hasAttribute('href') ? 'link' : null;
      case 'input':
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox') return 'checkbox';
        if (type === 'radio') return 'radio';
        if (type === 'range') return 'slider';
        if (type === 'number') return 'spinbutton';
        if (type === 'search') return el.hasAttribute('list') ? 'combobox' : 'searchbox';
        if (
          ['hidden', 'file', 'color', 'date', 'datetime-local', 'month', 'time', 'week', 'password'].includes(
            type,
          )
        )
          return null;
        return el.hasAttribute('list') ? 'combobox' : 'textbox';
      case 'textarea':
        return 'textbox';
      case 'select':
        return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1
          ? 'listbox'
          : 'combobox';
      case 'option':
        return 'option';
      case 'dialog':
        return 'dialog';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
      case 'thead':
      case 'tbody':
      case 'tfoot':
        return 'rowgroup';
      case 'ul':
      case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'header':
        return 'banner';
      case 'footer':
        return 'contentinfo';
      case 'fieldset':
        return 'group';
      case 'details':
        return 'group';
      case 'summary':
        return 'button';
      case 'output':
        return 'status';
      case 'progress':
        return 'progressbar';
      case 'meter':
        return 'meter';
      case 'img':
        return el.getAttribute('alt') === '' ? 'presentation' : 'img';
      case 'section':
        return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
      case 'form':
        return 'form';
      case 'hr':
        return 'separator';
      default:
        return /^h[1-6]$/.test(tag) ? 'heading' : null;
    }
  };
  const roleOf = (el: Element) => norm(el.getAttribute('role')).split(' ')[0] || implicitRole(el);
  const NAME_FROM_CONTENT = new Set([
    'button',
    'link',
    'option',
    'cell',
    'columnheader',
    'rowheader',
    'heading',
    'tab',
    'menuitem',
    'menuitemradio',
    'menuitemcheckbox',
    'checkbox',
    'radio',
    'switch',
    'treeitem',
    'row',
    'tooltip',
    'listitem',
  ]);
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || hiddenByStyle(node)) return '';
    const label = node.getAttribute('aria-label');
    if (label && node !== undefined && node.tagName !== 'svg') return ` ${label} `;
    if (node.tagName === 'svg') {
      const title = node.querySelector('title');
      return label ?? title?.textContent ?? '';
    }
    if (node.tagName === 'IMG') return node.getAttribute('alt') ?? '';
    if (node instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(node.type))
      return node.value;
    let text = '';
    for (const child of node.childNodes) text += contentText(child);
    const display = getComputedStyle(node).display;
    return display.startsWith('inline') ? text : ` ${text} `;
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return norm(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const ref = document.getElementById(id);
            return ref ? ref.getAttribute('aria-label') || contentText(ref) : '';
          })
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => contentText(l)).join(' '));
    if (el.tagName === 'FIELDSET') {
      const legend = el.querySelector(':scope > legend');
      if (legend) return norm(contentText(legend));
    }
    if (el.tagName === 'TABLE') {
      const caption = el.querySelector(':scope > caption');
      if (caption) return norm(contentText(caption));
    }
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    const role = roleOf(el);
    if (role && NAME_FROM_CONTENT.has(role)) {
      const text = norm(contentText(el));
      if (text) return text;
    }
    return norm(el.getAttribute('title') ?? el.getAttribute('placeholder'));
  };
  const labelTexts = (el: Element): string[] => {
    const texts: string[] = [];
    const label = el.getAttribute('aria-label');
    if (label) texts.push(label);
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) texts.push(nameOf(el));
    for (const l of (el as HTMLInputElement).labels ?? []) texts.push(contentText(l));
    return texts.map(norm);
  };
  const stateOf = (el: Element, attribute: string): boolean | undefined => {
    const value = el.getAttribute(attribute);
    if (value === 'true' || value === 'mixed') return true;
    if (value === 'false') return false;
    return undefined;
  };
  const checkedOf = (el: Element) =>
    el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
      ? el.checked
      : stateOf(el, 'aria-checked') === true;
  const selectedOf = (el: Element) =>
    el instanceof HTMLOptionElement ? el.selected : stateOf(el, 'aria-selected') === true;
  const descendants = (root: Element | Document) => [...root.querySelectorAll('*')];
  const textOf = (el: Element) => norm(el.textContent);

  const apply = (roots: Array<Element | Document>, step: Step): Element[] => {
    const found = new Set<Element>();
    if ('nth' in step) {
      const list = roots as Element[];
      const at = step.nth < 0 ? list.length + step.nth : step.nth;
      return list[at] ? [list[at]] : [];
    }
    if ('filter' in step) {
      const f = step.filter;
      return (roots as Element[]).filter(
        (el) =>
          (!f.hasText || matches(textOf(el), f.hasText)) &&
          (!f.hasNotText || !matches(textOf(el), f.hasNotText)) &&
          (!f.has || run([el], f.has).length > 0) &&
          (!f.hasNot || run([el], f.hasNot).length === 0) &&
          (f.visible === undefined || visible(el) === f.visible),
      );
    }
    for (const root of roots) {
      if ('css' in step) {
        for (const el of root.querySelectorAll(step.css)) found.add(el);
        continue;
      }
      for (const el of descendants(root)) {
        if ('role' in step) {
          if (roleOf(el) !== step.role) continue;
          if (!step.includeHidden && hiddenFromTree(el)) continue;
          if (!matches(nameOf(el), step.name, step.exact)) continue;
          if (step.checked !== undefined && checkedOf(el) !== step.checked) continue;
          if (step.selected !== undefined && selectedOf(el) !== step.selected) continue;
          if (step.pressed !== undefined && (stateOf(el, 'aria-pressed') ?? false) !== step.pressed) continue;
          if (step.expanded !== undefined && (stateOf(el, 'aria-expanded') ?? false) !== step.expanded)
            continue;
          if (step.level !== undefined && Number(el.tagName.slice(1)) !== step.level) continue;
          found.add(el);
        } else if ('label' in step) {
          if (labelTexts(el).some((text) => matches(text, step.label, step.exact))) found.add(el);
        } else if ('placeholder' in step) {
          if (matches(el.getAttribute('placeholder') ?? '\u0000', step.placeholder, step.exact))
            found.add(el);
        } else if ('text' in step) {
          // The innermost elements whose text matches, as Playwright's getByText.
          if (['SCRIPT', 'STYLE', 'HEAD', 'TITLE'].includes(el.tagName)) continue;
          if (!matches(textOf(el), step.text, step.exact)) continue;
          const child = [...el.children].some((c) => matches(textOf(c), step.text, step.exact));
          if (!child) found.add(el);
        }
      }
    }
    // Document order, as Playwright lists them.
    return [...found].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  };
  const run = (roots: Array<Element | Document>, chain: Step[]): Element[] => {
    let current = roots;
    for (const step of chain) current = apply(current, step);
    return current as Element[];
  };

  const all = run([document], steps);
  const op = operation;
  if (op.op === 'count') return all.length;
  if (op.op === 'texts') return all.map((el) => el.textContent ?? '');
  if (op.op === 'visible') return all.length > 0 && visible(all[0] as Element);
  if (op.op === 'markAll') {
    for (const el of all) el.setAttribute('data-e2e-target', op.token);
    return all.length;
  }
  if (all.length !== 1) return { error: all.length === 0 ? 'none' : `strict: ${all.length} elements` };
  const el = all[0] as HTMLElement;
  switch (op.op) {
    case 'attribute':
      return { value: el.getAttribute(op.name) };
    case 'mark':
      el.setAttribute('data-e2e-target', op.token);
      return { value: true };
    case 'scroll':
      el.scrollIntoView({ block: 'center' });
      return { value: true };
    case 'focus':
      el.focus();
      return { value: document.activeElement === el };
    case 'fill': {
      if (!visible(el)) return { error: 'not visible' };
      if ((el as HTMLInputElement).disabled || el.closest('fieldset:disabled')) return { error: 'disabled' };
      el.focus();
      if (el.isContentEditable) {
        el.textContent = op.value;
      } else {
        // The value through the prototype's setter, so a framework sees a real change.
        const proto =
          el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, op.value);
      }
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: op.value }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return { value: true };
    }
    case 'select': {
      if (!(el instanceof HTMLSelectElement)) return { error: 'not a select' };
      if (el.disabled) return { error: 'disabled' };
      const options = [...el.options];
      const picked = op.values.map((wanted) =>
        options.find(
          (o) => o.value === wanted || norm(o.label) === norm(wanted) || norm(o.textContent) === norm(wanted),
        ),
      );
      if (picked.some((o) => !o)) return { error: `no option ${op.values.join(', ')}` };
      for (const o of options) o.selected = picked.includes(o);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return { value: picked.map((o) => (o as HTMLOptionElement).value) };
    }
    case 'read':
      switch (op.what) {
        case 'value':
          return { value: (el as HTMLInputElement).value };
        case 'text':
          return { value: el.textContent };
        case 'innerText':
          return { value: el.innerText };
        case 'checked':
          return { value: checkedOf(el) };
        case 'disabled':
          return {
            value:
              Boolean((el as HTMLInputElement).disabled || el.closest('fieldset:disabled')) ||
              el.getAttribute('aria-disabled') === 'true',
          };
        case 'box': {
          if (!visible(el)) return { value: null };
          const r = el.getBoundingClientRect();
          return { value: { x: r.x, y: r.y, width: r.width, height: r.height } };
        }
      }
  }
  return { error: 'unknown operation' };
}
