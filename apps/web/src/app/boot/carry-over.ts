// What an applicant did on the prerendered first screen before the app's code arrived:
// the text they typed, the boxes they ticked and where their focus is. The app's own screen
// takes all of it over, so swapping the prerendered copy for the live one loses nothing.
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsOf(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>('input, select, textarea'));
}

/** The same control in the live screen: by id, else by name (and value for a choice). */
function counterpart(control: Control, live: ParentNode): Control | undefined {
  if (control.id) {
    const byId = live.querySelector<Control>(`#${CSS.escape(control.id)}`);
    if (byId) return byId;
  }
  if (!control.name) return undefined;
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
  const prototype = Object.getPrototypeOf(target) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(target, from.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether every control of the prerendered screen is drawn in the live one yet. */
export function hasEveryControl(prerendered: ParentNode, live: ParentNode): boolean {
  return controlsOf(prerendered).every((control) => counterpart(control, live) !== undefined);
}

/** Copies typed values from the prerendered screen into the live one. */
export function carryOverAnswers(prerendered: ParentNode, live: ParentNode): void {
  for (const control of controlsOf(prerendered)) {
    if (!changedByApplicant(control)) continue;
    const target = counterpart(control, live);
    if (target) enter(target, control);
  }
}

/** Focus, and the caret in a text field, move to the same control in the live screen. */
export function carryOverFocus(prerendered: ParentNode, live: ParentNode): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !prerendered.contains(focused)) return;
  const isControl = focused.matches('input, select, textarea');
  const target = isControl
    ? counterpart(focused as Control, live)
    : focused.id
      ? live.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`)
      : null;
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
