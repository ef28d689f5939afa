// What an applicant did on the prerendered first screen before the app's code arrived:
// the text they typed, the boxes they ticked and where their focus is. The app's own screen
// takes all of it over, so swapping the prerendered copy for the live one loses nothing.
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function byId(root: ParentNode, id: string): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>('[id]')).find((e) => e.id === id);
}

function controlsOf(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>('input, select, textarea'));
}

/**
 * The same control in the live screen: by id, else by name (and value for a choice), else, for
 * a control with neither (a slider beside its box), the one at the same place and of its type.
 */
function counterpart(control: Control, live: ParentNode, place: number): Control | undefined {
  if (control.id) {
    const twin = byId(live, control.id);
    if (twin) return twin as Control;
  }
  if (!control.name) {
    const twin = controlsOf(live)[place];
    return twin?.type === control.type && !twin.id && !twin.name ? twin : undefined;
  }
  const named = controlsOf(live).filter((c) => c.name === control.name);
  if (control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)) {
    return named.find((c) => c.value === control.value);
  }
  return named[0];
}

function changedByApplicant(control: Control): boolean {
  if (control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/** Sets a value the way typing does, so React and react-hook-form hear about it. */
function enter(target: Control, from: Control): void {
  if (target instanceof HTMLInputElement && ['radio', 'checkbox'].includes(target.type)) {
    if (target.checked !== (from as HTMLInputElement).checked) target.click();
    return;
  }
  // The prototype's setter, not the element's own: React watches the latter and would take the
  // new value for its own doing and not report a change.
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether every control of the prerendered screen is drawn in the live one yet. */
export function hasEveryControl(prerendered: ParentNode, live: ParentNode): boolean {
  return controlsOf(prerendered).every((control, place) => counterpart(control, live, place));
}

/** Copies typed values from the prerendered screen into the live one. */
export function carryOverAnswers(prerendered: ParentNode, live: ParentNode): void {
  for (const [place, control] of controlsOf(prerendered).entries()) {
    if (!changedByApplicant(control)) continue;
    const target = counterpart(control, live, place);
    if (target) enter(target, control);
  }
}

/** The live twin of a focusable element: by id, else at the same place among its kind. */
function focusTwin(element: HTMLElement, prerendered: ParentNode, live: ParentNode) {
  if (element.matches('input, select, textarea')) {
    const control = element as Control;
    return counterpart(control, live, controlsOf(prerendered).indexOf(control));
  }
  if (element.id) return byId(live, element.id);
  const kind = element.matches('button') ? 'button' : element.matches('a[href]') ? 'a[href]' : '';
  if (!kind) return undefined;
  const place = Array.from(prerendered.querySelectorAll(kind)).indexOf(element);
  return live.querySelectorAll<HTMLElement>(kind)[place];
}

/** Focus, and the caret in a text field, move to the same element in the live screen. */
export function carryOverFocus(prerendered: ParentNode, live: ParentNode): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !prerendered.contains(focused)) return;
  const target = focusTwin(focused, prerendered, live);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (focused instanceof HTMLInputElement && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    } catch {
      // Number, range and similar inputs have no caret to restore.
    }
  }
}

/**
 * A button pressed on the copy (the page's start-up script marks it: Continue, or Enter in a
 * field, or a dialog's opener) is pressed again on the live screen, now that code can answer.
 */
export function carryOverPress(prerendered: ParentNode, live: ParentNode): void {
  const copies = Array.from(prerendered.querySelectorAll('button'));
  const place = copies.findIndex((button) => button.hasAttribute('data-pressed'));
  if (place < 0) return;
  const pressed = copies[place];
  const twin =
    (pressed?.id ? byId(live, pressed.id) : undefined) ?? live.querySelectorAll('button')[place];
  twin?.click();
}
