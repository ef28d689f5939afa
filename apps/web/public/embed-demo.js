// The host page's side of embedding (spec 2): accept FORM_HEIGHT only from the framed app's
// origin and window, then size the iframe to the reported document height.
const frame = document.getElementById('finceptiv-frame');
const log = document.getElementById('height-log');
// The demo frames the app from its own origin; a partner puts the app's origin here.
const appOrigin = new URL(frame.getAttribute('src'), window.location.href).origin;

window.addEventListener('message', (event) => {
  if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
  const { data } = event;
  if (!data || data.type !== 'FORM_HEIGHT' || !Number.isFinite(data.height)) return;
  frame.style.height = `${Math.max(0, Math.round(data.height))}px`;
  const entry = document.createElement('li');
  entry.textContent = `FORM_HEIGHT ${data.height}`;
  log.append(entry);
});
