/**
 * Runs inside the page (page.evaluate serialises it, so it uses nothing from outside its own
 * body). Returns one line per problem: the page scrolls sideways, or a piece of content (text,
 * a control, an image) reaches past the viewport's left or right edge, or is cut off by an
 * ancestor that hides its overflow. Decorative boxes without text (a progress bar's moving
 * stripe) may be clipped on purpose and are not looked at; neither is content that is hidden
 * by design (visually-hidden text, opacity 0, visibility hidden).
 */
export function findReflowProblems(): string[] {
  const slack = 1; // sub-pixel rounding
  const maxLines = 10;
  const root = document.documentElement;
  // clientWidth leaves out a vertical scroll bar: content under it is cut off too.
  const viewportWidth = root.clientWidth;

  interface Box {
    hides: boolean;
    clipsX: boolean;
    clipsY: boolean;
    scrollsX: boolean;
    left: number;
    right: number;
    top: number;
    bottom: number;
  }
  const boxes = new Map<Element, Box>();
  const boxOf = (el: Element): Box => {
    const known = boxes.get(el);
    if (known) return known;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const left = rect.left + el.clientLeft;
    const top = rect.top + el.clientTop;
    const box: Box = {
      // Hidden on purpose: the visually-hidden pattern (clip), clip paths, transparent layers.
      hides:
        style.opacity === '0' ||
        style.getPropertyValue('clip') !== 'auto' ||
        style.clipPath !== 'none',
      clipsX: style.overflowX === 'hidden' || style.overflowX === 'clip',
      clipsY: style.overflowY === 'hidden' || style.overflowY === 'clip',
      scrollsX: style.overflowX === 'auto' || style.overflowX === 'scroll',
      left,
      right: left + el.clientWidth,
      top,
      bottom: top + el.clientHeight,
    };
    boxes.set(el, box);
    return box;
  };
  const describe = (el: Element): string => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
    const id = el.id ? `#${el.id}` : '';
    return `${el.tagName.toLowerCase()}${id}${classes.map((c) => (c ? `.${c}` : '')).join('')}`;
  };
  const px = (n: number) => `${String(Math.ceil(n))} px`;

  /**
   * The first problem of one piece of content whose box is `rect`: `owner` is the text's
   * element or the control itself, `clipFrom` the first ancestor whose clipping counts (a
   * control's own box does not clip it, its border would count as overflow).
   */
  const check = (label: string, rect: DOMRect, owner: Element, clipFrom: Element | null) => {
    if (rect.width === 0 && rect.height === 0) return undefined;
    const style = getComputedStyle(owner);
    if (style.visibility !== 'visible' || style.opacity === '0') return undefined;
    let clipped: string | undefined;
    // WCAG 1.4.10 excepts content that needs two dimensions to mean anything: a data table may
    // scroll sideways inside its own box, when a keyboard can reach that box to scroll it.
    const table = owner.closest('table');
    for (let a = clipFrom; a && a !== root; a = a.parentElement) {
      const box = boxOf(a);
      if (box.hides) return undefined;
      if (clipped) continue;
      const pastX = Math.max(box.left - rect.left, rect.right - box.right);
      const pastY = Math.max(box.top - rect.top, rect.bottom - box.bottom);
      if (box.clipsX && pastX > slack) clipped = `cut off ${px(pastX)} sideways by ${describe(a)}`;
      else if (box.clipsY && pastY > slack) clipped = `cut off ${px(pastY)} by ${describe(a)}`;
      else if (box.scrollsX && pastX > slack) {
        if (table && a.contains(table) && a.getAttribute('tabindex') === '0') return undefined;
        clipped = `needs sideways scrolling (${px(pastX)}) inside ${describe(a)}`;
      }
    }
    if (clipped) return `${label}: ${clipped}`;
    if (rect.left < -slack) return `${label}: ${px(-rect.left)} past the left edge`;
    if (rect.right > viewportWidth + slack) {
      return `${label}: ${px(rect.right - viewportWidth)} past the right edge (viewport ${String(viewportWidth)} px)`;
    }
    return undefined;
  };

  const problems: string[] = [];
  if (root.scrollWidth > viewportWidth + slack) {
    // Name the box that reaches furthest right (the innermost of equals): it may be one the
    // checks below leave alone (an empty box with a fixed width).
    let widest: Element = root;
    let right = 0;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect().right;
      if (r >= right) [widest, right] = [el, r];
    }
    problems.push(
      `the page scrolls sideways: ${String(root.scrollWidth - viewportWidth)} px wider than the viewport (${String(viewportWidth)} px); furthest right: ${describe(widest)} at ${px(right)}`,
    );
  }

  const found: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!parent || text === '') continue;
    if (parent.closest('script, style, noscript, template, select, datalist, textarea')) continue;
    range.selectNodeContents(node);
    const label = `text "${text.slice(0, 40)}" in ${describe(parent)}`;
    const problem = check(label, range.getBoundingClientRect(), parent, parent);
    if (problem) found.push(problem);
  }
  const controls = document.body.querySelectorAll(
    'input:not([type="hidden"]), select, textarea, button, img, svg, video, canvas, iframe, progress, meter',
  );
  for (const control of Array.from(controls)) {
    const name = control.getAttribute('aria-label') ?? control.getAttribute('name') ?? '';
    const label = `${describe(control)}${name ? ` "${name}"` : ''}`;
    const rect = control.getBoundingClientRect();
    const problem = check(label, rect, control, control.parentElement);
    if (problem) found.push(problem);
  }
  problems.push(...found.slice(0, maxLines));
  if (found.length > maxLines) problems.push(`... and ${String(found.length - maxLines)} more`);
  return problems;
}
