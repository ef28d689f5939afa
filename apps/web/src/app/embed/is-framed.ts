/** True inside a frame. A cross-origin parent may make `top` unreadable: that is framed too. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
