// The how-to page: each component with a picture gets its part of the opening table, cut out of
// the game's own picture (the element whose data-ref names it), beside its words.
"use strict";

(() => {
  // A rule id opens the closed list of every rule at that rule.
  document.addEventListener("click", (ev) => {
    const link = ev.target.closest && ev.target.closest("a.clause-link");
    const rules = document.querySelector("details.howto-rules");
    if (link && rules) rules.open = true;
  });
  const source = document.querySelector(".howto-svg svg");
  if (!source) return;
  const parts = [...source.querySelectorAll("[data-ref]")];
  const MIN_W = 110; // picture units, as drawn on the board
  const MIN_H = 70;
  const SCALE = 1.3; // a part is shown a little larger than on the board, never blown up

  // The part's box in the picture's own units (its viewBox), through every transform above it.
  function boxOf(part) {
    const b = part.getBBox();
    const m = part.getCTM();
    const root = source.getCTM();
    if (!m || !root) return null;
    const toRoot = root.inverse().multiply(m);
    const xs = [];
    const ys = [];
    for (const [x, y] of [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]]) {
      const p = new DOMPoint(x, y).matrixTransform(toRoot);
      xs.push(p.x);
      ys.push(p.y);
    }
    // A small part (a pawn, a die) keeps a little of the table around it.
    const pad = 6;
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const w = Math.max(Math.max(...xs) - Math.min(...xs) + 2 * pad, MIN_W);
    const h = Math.max(Math.max(...ys) - Math.min(...ys) + 2 * pad, MIN_H);
    return { x: cx - w / 2, y: cy - h / 2, w, h };
  }

  for (const li of document.querySelectorAll("li[data-picture]")) {
    const want = li.dataset.picture;
    const part = parts.find((p) => p.dataset.ref === want || p.dataset.ref.startsWith(`${want}:`));
    const holder = li.querySelector(".howto-pic");
    if (!part || !holder) continue;
    const box = boxOf(part);
    if (!box || box.w <= 0 || box.h <= 0) continue;
    const pic = source.cloneNode(true);
    pic.setAttribute("viewBox", `${box.x} ${box.y} ${box.w} ${box.h}`);
    pic.setAttribute("width", String(Math.round(box.w * SCALE)));
    pic.setAttribute("height", String(Math.round(box.h * SCALE)));
    pic.setAttribute("class", "howto-crop");
    pic.setAttribute("aria-label", `picture: ${li.querySelector("strong") ? li.querySelector("strong").textContent : want}`);
    for (const el of pic.querySelectorAll("[id]")) el.removeAttribute("id"); // one id per page
    holder.append(pic);
  }
})();
