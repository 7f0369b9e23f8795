// tabletome: the board kit shared by the table, watch and replay pages (no build step): zoom and
// pan, what the last move changed, the end banner, the reference panel, the live connection, sound.
"use strict";

const Board = (() => {
  const { api, el } = TT;

  // ------------------------------------------------------------------ zoom and pan
  // The picture fills the box's width at 1; above that the box scrolls: drag it (mouse or finger),
  // pinch it, or use the − / + buttons. Call apply() after every new picture.
  const STEPS = [1, 1.5, 2, 3, 4];

  function zoomable(box) {
    let scale = 1;
    let dragged = false;
    const out = el("button", { type: "button", id: "zoom-out", "aria-label": TT.t("zoom out"), title: TT.t("zoom out (−)"), text: "−" });
    const fit = el("button", { type: "button", id: "zoom-fit", "aria-label": TT.t("fit the board to the width"), title: TT.t("fit to the width (0)"), text: TT.t("fit") });
    const inn = el("button", { type: "button", id: "zoom-in", "aria-label": TT.t("zoom in"), title: TT.t("zoom in (+)"), text: "+" });
    box.parentElement.append(el("div", { class: "zoom", role: "group", "aria-label": TT.t("board zoom") }, el("span", { class: "help", text: TT.t("zoom") }), out, fit, inn));

    function apply() {
      const svg = box.querySelector("svg");
      if (svg) svg.style.width = `${scale * 100}%`;
      box.dataset.zoom = String(scale);
      box.classList.toggle("zoomed", scale > 1);
      out.disabled = scale <= 1;
      fit.disabled = scale <= 1;
      inn.disabled = scale >= STEPS[STEPS.length - 1];
    }
    // Zoom keeping the point (x, y) of the box (its centre by default) under the same spot.
    function set(next, x, y) {
      next = Math.min(STEPS[STEPS.length - 1], Math.max(1, next));
      const px = x === undefined ? box.clientWidth / 2 : x;
      const py = y === undefined ? box.clientHeight / 2 : y;
      const fx = (box.scrollLeft + px) / Math.max(1, box.scrollWidth);
      const fy = (box.scrollTop + py) / Math.max(1, box.scrollHeight);
      scale = next;
      apply();
      box.scrollLeft = fx * box.scrollWidth - px;
      box.scrollTop = fy * box.scrollHeight - py;
    }
    function step(dir) {
      const i = dir > 0 ? STEPS.findIndex((s) => s > scale + 1e-6) : STEPS.findLastIndex((s) => s < scale - 1e-6);
      if (i >= 0) set(STEPS[i]);
    }
    out.addEventListener("click", () => step(-1));
    inn.addEventListener("click", () => step(1));
    fit.addEventListener("click", () => set(1));

    // A mouse drags the zoomed picture; a click that was a drag does not reach the picture.
    let start = null;
    box.addEventListener("pointerdown", (ev) => {
      if (ev.pointerType !== "mouse" || ev.button !== 0 || scale <= 1) return;
      start = { x: ev.clientX, y: ev.clientY, left: box.scrollLeft, top: box.scrollTop };
      dragged = false;
    });
    window.addEventListener("pointermove", (ev) => {
      if (!start) return;
      const dx = ev.clientX - start.x, dy = ev.clientY - start.y;
      if (!dragged && Math.hypot(dx, dy) < 5) return;
      dragged = true;
      box.classList.add("dragging");
      box.scrollLeft = start.left - dx;
      box.scrollTop = start.top - dy;
    });
    window.addEventListener("pointerup", () => { start = null; box.classList.remove("dragging"); });
    box.addEventListener("click", (ev) => { if (dragged) { ev.stopPropagation(); ev.preventDefault(); dragged = false; } }, true);

    // Two fingers pinch (one finger scrolls the box, as the browser does).
    let pinch = null;
    const spread = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    box.addEventListener("touchstart", (ev) => {
      if (ev.touches.length === 2) pinch = { d: spread(ev.touches), scale };
    }, { passive: true });
    box.addEventListener("touchmove", (ev) => {
      if (!pinch || ev.touches.length !== 2) return;
      ev.preventDefault();
      const r = box.getBoundingClientRect();
      const x = (ev.touches[0].clientX + ev.touches[1].clientX) / 2 - r.left;
      const y = (ev.touches[0].clientY + ev.touches[1].clientY) / 2 - r.top;
      set(pinch.scale * spread(ev.touches) / pinch.d, x, y);
    }, { passive: false });
    box.addEventListener("touchend", (ev) => { if (ev.touches.length < 2) pinch = null; });

    apply();
    return { apply, step, set, get scale() { return scale; } };
  }

  // ------------------------------------------------------------------ a phone's layout
  // A picture may carry a second layout for a narrow board (a phone), so that its words stay large
  // enough to read: data-narrow is that layout's viewBox, its groups .tt-wide and .tt-narrow the two
  // layouts; the one that suits the board's width is shown, again when the window is resized.
  const NARROW_BOARD = 600; // CSS px
  function fitLayout(svg) {
    const narrow = svg.getAttribute("data-narrow");
    if (!narrow) return;
    if (!svg.hasAttribute("data-wide")) svg.setAttribute("data-wide", svg.getAttribute("viewBox"));
    const small = (svg.parentElement || svg).clientWidth < NARROW_BOARD;
    const box = small ? narrow : svg.getAttribute("data-wide");
    if (svg.getAttribute("viewBox") === box && svg.hasAttribute("data-fitted")) return;
    for (const mark of svg.querySelectorAll(".tt-flash")) mark.remove(); // drawn for the other layout
    svg.setAttribute("data-fitted", "");
    svg.setAttribute("viewBox", box);
    for (const g of svg.children) {
      if (g.classList.contains("tt-wide")) g.setAttribute("display", small ? "none" : "inline");
      if (g.classList.contains("tt-narrow")) g.setAttribute("display", small ? "inline" : "none");
    }
  }
  window.addEventListener("resize", () => { for (const svg of document.querySelectorAll("svg[data-narrow]")) fitLayout(svg); });

  // ------------------------------------------------------------------ the picture's components
  // Every named component (data-ref) can be reached with the keyboard and has a name for screen
  // readers: its SVG <title> becomes its aria-label (the page's own card replaces the browser's
  // slow tooltip). Call it on every new picture, before highlight().
  function prepare(svg) {
    if (!svg) return 0;
    fitLayout(svg);
    let n = 0;
    for (const part of svg.querySelectorAll("[data-ref]")) {
      const title = [...part.children].find((c) => c.tagName.toLowerCase() === "title");
      if (title) {
        part.setAttribute("aria-label", title.textContent.trim());
        title.remove();
      }
      part.setAttribute("tabindex", "0");
      part.setAttribute("role", "button");
      n++;
    }
    svg.setAttribute("role", n ? "group" : "img"); // with parts to reach, the picture is a group of them
    return n;
  }

  // ------------------------------------------------------------------ acting on the board
  // A game that names the elements of its picture each move is about (legal[i].el: data-el ids)
  // has them marked on your turn: a dashed ring, a pointer, a place in the Tab order with the
  // move's words for screen readers. A click, a tap, Enter or Space on one plays its move (through
  // the page's own play(): a losing move is still confirmed), or opens a small menu of the moves
  // it names (five or more numbered alike, such as an offer of 1 to 7, as a stepper). The move list stays.
  const NS = "http://www.w3.org/2000/svg";
  const NUMBERED = /^(.*?)(\d+)$/;
  const STEPPED = 5; // this many numbered moves of one element or more: a stepper (fewer: a list)

  // Takes the marks off a picture (before its markup is compared: they are no change of the table).
  function unmark(svg) {
    if (!svg) return;
    for (const ring of svg.querySelectorAll(".tt-ring")) ring.remove();
    for (const node of svg.querySelectorAll(".tt-target")) {
      node.classList.remove("tt-target", "tt-lit");
      if (!node.classList.length) node.removeAttribute("class");
      for (const name of ["tabindex", "role", "aria-label", "aria-haspopup"]) {
        const key = `tt${name.replace(/(^|-)([a-z])/g, (m, d, c) => c.toUpperCase())}`;
        const kept = node.dataset[key];
        if (kept === undefined) continue;
        if (kept === "\u0000") node.removeAttribute(name); else node.setAttribute(name, kept);
        delete node.dataset[key];
      }
    }
  }
  function keep(node, name, value) { // sets an attribute, keeping what it was (unmark() puts it back)
    const key = `tt${name.replace(/(^|-)([a-z])/g, (m, d, c) => c.toUpperCase())}`;
    if (node.dataset[key] === undefined) node.dataset[key] = node.hasAttribute(name) ? node.getAttribute(name) : "\u0000";
    node.setAttribute(name, value);
  }
  // A dashed ring around an element, in its own coordinates (inside a group, beside anything else).
  function ring(node) {
    let box;
    try { box = node.getBBox(); } catch (e) { return; }
    if (!box.width && !box.height) return;
    const pad = 3;
    const r = document.createElementNS(NS, "rect");
    r.setAttribute("x", String(box.x - pad));
    r.setAttribute("y", String(box.y - pad));
    r.setAttribute("width", String(box.width + 2 * pad));
    r.setAttribute("height", String(box.height + 2 * pad));
    r.setAttribute("rx", "5");
    r.setAttribute("class", "tt-ring");
    r.setAttribute("aria-hidden", "true");
    if (node.tagName.toLowerCase() === "g") node.append(r);
    else {
      if (node.hasAttribute("transform")) r.setAttribute("transform", node.getAttribute("transform"));
      node.after(r);
    }
  }

  // about(part): shows the reference card of a component (data-ref); a marked element's click
  // plays, so its card comes from a long press (the context menu), or from its menu's "about".
  function actable(box, play, about) {
    let byEl = new Map(); // element id -> the legal moves naming it
    let menuFor = null;
    const menu = el("div", { class: "el-menu hidden", id: "el-menu", role: "menu" });
    document.body.append(menu);

    // legal: the page's moves ({action, text, el}); [] when it is not your turn. Returns how many
    // elements are marked.
    function update(legal) {
      const svg = box.querySelector("svg");
      close(false);
      unmark(svg);
      byEl = new Map();
      if (!svg) return 0;
      for (const a of legal || []) {
        for (const id of a.el || []) {
          if (!byEl.has(id)) byEl.set(id, []);
          byEl.get(id).push(a);
        }
      }
      let n = 0;
      for (const node of svg.querySelectorAll("[data-el]")) {
        const moves = byEl.get(node.getAttribute("data-el"));
        if (!moves || node.closest('[display="none"]')) continue; // a layout not shown (the phone's or the desk's)
        node.classList.add("tt-target");
        const name = node.getAttribute("aria-label") || nameOf(node);
        keep(node, "tabindex", "0");
        keep(node, "role", "button");
        if (moves.length === 1) keep(node, "aria-label", `${name}: ${TT.plain(moves[0].text) || moves[0].action} (${moves[0].action})`);
        else {
          keep(node, "aria-label", `${name}: ${TT.tn("{n} move to choose from", "{n} moves to choose from", moves.length)}`);
          keep(node, "aria-haspopup", "menu");
        }
        ring(node);
        n++;
      }
      if (n) svg.setAttribute("role", "group");
      box.dataset.targets = String(n);
      return n;
    }
    function nameOf(node) { // its own <title>, else its id in words
      const title = [...node.children].find((c) => c.tagName.toLowerCase() === "title");
      return title ? title.textContent.trim() : node.getAttribute("data-el").replace(/[:_-]+/g, " ");
    }

    function activate(node, part) {
      const moves = byEl.get(node.getAttribute("data-el")) || [];
      if (moves.length === 1) { close(false); play(moves[0].action); }
      else if (moves.length > 1) open(node, moves, part || node.closest("[data-ref]") || node.querySelector("[data-ref]"));
    }
    function ownLabel(node) { // its name before it was marked (a marked element's label says its moves)
      const kept = node.dataset.ttAriaLabel;
      return kept === undefined ? node.getAttribute("aria-label") : (kept === "\u0000" ? "" : kept);
    }
    function partAt(target) { // the component (data-ref) under the pointer, on the board
      const part = target.closest && target.closest("[data-ref]");
      return part && box.contains(part) ? part : null;
    }

    // ---- the menu of an element's moves
    function open(node, moves, part) {
      menuFor = node;
      const items = [];
      const steppers = new Map(); // "offer zeus " -> its numbered moves
      const single = [];
      for (const a of moves) {
        const m = NUMBERED.exec(a.action);
        if (m) {
          if (!steppers.has(m[1])) steppers.set(m[1], []);
          steppers.get(m[1]).push({ n: Number(m[2]), move: a });
        } else single.push(a);
      }
      for (const [prefix, row] of steppers) {
        if (row.length < STEPPED) { single.push(...row.map((r) => r.move)); continue; }
        items.push(stepper(prefix, row.sort((x, y) => x.n - y.n)));
      }
      for (const a of single) {
        items.push(el("button", { type: "button", role: "menuitem", class: "el-move", "data-action": a.action,
          onclick: () => { close(false); play(a.action); } },
        el("code", { text: a.action }), " ", el("span", { class: "what" }, TT.prose(a.text))));
      }
      if (part && about) {
        items.push(el("button", { type: "button", role: "menuitem", class: "el-about", text: TT.t("about {what}", { what: ownLabel(part) || TT.t("this") }),
          onclick: (ev) => { ev.stopPropagation(); close(false); about(part); } })); // this click must not unpin it
      }
      const title = ownLabel(node) || nameOf(node);
      menu.replaceChildren(el("div", { class: "el-menu-head" }, el("span", { text: title }),
        el("button", { type: "button", class: "close", "aria-label": TT.t("close the menu"), text: "×", onclick: () => close(true) })), ...items);
      menu.setAttribute("aria-label", TT.t("moves on {what}", { what: title }));
      menu.classList.remove("hidden");
      const r = node.getBoundingClientRect();
      menu.style.left = `${Math.max(4, Math.min(window.innerWidth - menu.offsetWidth - 4, r.left))}px`;
      const below = r.bottom + 6 + menu.offsetHeight <= window.innerHeight;
      menu.style.top = `${below ? r.bottom + 6 : Math.max(4, r.top - menu.offsetHeight - 6)}px`;
      const first = menu.querySelector("[role=menuitem]"); // a stepper's play button, whose arrow keys step
      if (first) first.focus({ preventScroll: true }); // a scroll would close the menu
    }
    // An amount chosen with − and + (or the arrow keys), then played.
    function stepper(prefix, row) {
      let i = 0;
      const value = el("output", { class: "el-value", "aria-live": "polite" });
      const go = el("button", { type: "button", role: "menuitem", class: "el-move el-play" });
      const less = el("button", { type: "button", class: "el-less", "aria-label": TT.t("less"), text: "−", onclick: () => show(i - 1) });
      const more = el("button", { type: "button", class: "el-more", "aria-label": TT.t("more"), text: "+", onclick: () => show(i + 1) });
      function show(k) {
        i = Math.max(0, Math.min(row.length - 1, k));
        const a = row[i].move;
        value.textContent = String(row[i].n);
        go.dataset.action = a.action;
        go.replaceChildren(el("code", { text: a.action }), " ", el("span", { class: "what" }, TT.prose(a.text)));
        less.disabled = i === 0;
        more.disabled = i === row.length - 1;
      }
      go.addEventListener("click", () => { close(false); play(row[i].move.action); });
      const box = el("div", { class: "el-step", role: "group", "aria-label": prefix.trim() || TT.t("amount") }, less, value, more, go);
      box.addEventListener("keydown", (ev) => {
        if (ev.key === "ArrowLeft" || ev.key === "-") { ev.preventDefault(); show(i - 1); }
        if (ev.key === "ArrowRight" || ev.key === "+") { ev.preventDefault(); show(i + 1); }
      });
      show(0);
      return box;
    }
    function close(refocus) {
      if (menu.classList.contains("hidden")) return;
      menu.classList.add("hidden");
      menu.replaceChildren();
      const back = menuFor;
      menuFor = null;
      if (refocus && back && back.isConnected) back.focus();
    }
    menu.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") { ev.preventDefault(); ev.stopPropagation(); close(true); return; }
      if (ev.key !== "ArrowDown" && ev.key !== "ArrowUp") return;
      const items = [...menu.querySelectorAll("[role=menuitem]")];
      const at = items.indexOf(document.activeElement);
      const next = items[(at + (ev.key === "ArrowDown" ? 1 : items.length - 1)) % items.length];
      if (next) { ev.preventDefault(); next.focus(); }
    });

    // A click on a marked element acts (and does not pin its reference card); a drag of the zoomed
    // board never reaches here (zoomable() stops it).
    box.addEventListener("click", (ev) => {
      const node = ev.target.closest && ev.target.closest(".tt-target");
      if (!node || !box.contains(node)) return;
      ev.stopPropagation();
      ev.preventDefault();
      activate(node, partAt(ev.target));
    });
    box.addEventListener("contextmenu", (ev) => {
      const node = ev.target.closest && ev.target.closest(".tt-target");
      const part = node && about ? partAt(ev.target) : null;
      if (!part) return;
      ev.preventDefault();
      close(false);
      about(part);
    });
    box.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const node = ev.target.closest && ev.target.closest(".tt-target");
      if (!node || node !== ev.target) return;
      ev.stopPropagation();
      ev.preventDefault();
      activate(node);
    });
    // The menu stands where its element was: when the page or the zoomed board scrolls, it closes.
    window.addEventListener("scroll", () => close(false), { passive: true });
    box.addEventListener("scroll", () => close(false), { passive: true });
    document.addEventListener("click", (ev) => {
      if (menuFor && !menu.contains(ev.target) && !(ev.target.closest && ev.target.closest(".tt-target") === menuFor)) close(false);
    });
    // Lights the elements a move of the list is about (its button hovered or focused), or unlights them.
    function light(ids, on) {
      const svg = box.querySelector("svg");
      if (!svg) return;
      for (const node of svg.querySelectorAll(".tt-target")) {
        node.classList.toggle("tt-lit", Boolean(on && (ids || []).includes(node.getAttribute("data-el"))));
      }
    }
    return { update, close, light, get count() { return byEl.size; } };
  }

  // ------------------------------------------------------------------ what the last move changed
  // Every element of the picture that carries data-* attributes, by its markup: an element whose
  // markup is new in the next picture changed (the deepest such elements are marked).
  function marks(svg) {
    const seen = new Set();
    if (!svg) return seen;
    unmark(svg); // the board's marks for your moves are no change either
    for (const mark of svg.querySelectorAll(".tt-flash")) mark.remove(); // our own marks are no change
    for (const node of svg.querySelectorAll(".tt-changed")) {
      node.classList.remove("tt-changed");
      if (!node.classList.length) node.removeAttribute("class");
    }
    for (const node of svg.querySelectorAll("*")) if (hasData(node)) seen.add(node.outerHTML);
    return seen;
  }
  function hasData(node) {
    for (const a of node.attributes) if (a.name.startsWith("data-")) return true;
    return false;
  }
  // Outline what changed since `before` (the marks of an earlier picture); returns how many. The
  // outlines stay until the next picture.
  function highlight(svg, before, limit = 12) {
    if (!svg || !before || !before.size) return 0;
    const changed = [...svg.querySelectorAll("*")].filter((n) => hasData(n) && !before.has(n.outerHTML) && !n.closest('[display="none"]'));
    const deepest = changed.filter((n) => !changed.some((m) => m !== n && n.contains(m)));
    if (!deepest.length || deepest.length > limit) return 0; // a new round redraws everything: nothing to point at
    const vb = svg.viewBox && svg.viewBox.baseVal;
    const box = svg.getBoundingClientRect();
    if (!vb || !vb.width || !box.width) return 0;
    const k = vb.width / box.width;
    const NS = "http://www.w3.org/2000/svg";
    for (const node of deepest) {
      const r = node.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      node.classList.add("tt-changed");
      const mark = document.createElementNS(NS, "rect");
      const pad = 4;
      mark.setAttribute("x", String(vb.x + (r.left - box.left) * k - pad));
      mark.setAttribute("y", String(vb.y + (r.top - box.top) * k - pad));
      mark.setAttribute("width", String(r.width * k + 2 * pad));
      mark.setAttribute("height", String(r.height * k + 2 * pad));
      mark.setAttribute("rx", "6");
      mark.setAttribute("class", "tt-flash");
      svg.append(mark);
    }
    return deepest.length;
  }

  // ------------------------------------------------------------------ seat colours
  // A picture that gives its seats' colours (data-seat-colours="#hex,#hex,...", by seat), and the
  // letters its tokens carry beside the colour (data-seat-letters="1,2" or "B,G,R,Y": colour is never
  // alone), has the page's seat badges painted and lettered with them: the board and the list of seats
  // show one colour and one letter a seat.
  function seatColours(svg) {
    const given = svg && svg.getAttribute("data-seat-colours");
    const letters = ((svg && svg.getAttribute("data-seat-letters")) || "").split(",");
    if (!given) return [];
    return given.split(",").map((c, i) => ({
      fill: /^#[0-9a-f]{6}$/i.test(c.trim()) ? c.trim() : null,
      letter: /^[A-Za-z0-9]{1,2}$/.test((letters[i] || "").trim()) ? letters[i].trim() : null,
    }));
  }
  function paintSeats(root, colours) {
    for (const badge of root.querySelectorAll(".seat-badge[data-seat]")) {
      const seat = colours[Number(badge.dataset.seat)];
      if (!seat || !seat.fill) continue;
      const fill = seat.fill;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
      badge.style.background = fill;
      badge.style.color = 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#111" : "#fff";
      if (seat.letter) badge.dataset.letter = seat.letter;
    }
  }

  // ------------------------------------------------------------------ the end of the game
  // A banner over the board (the picture's own is hidden: this one wraps its words), closable.
  function endBanner(wrap) {
    const big = el("p", { class: "big" });
    const why = el("p", { class: "why" });
    let closedFor = null;
    let shownFor = null;
    const box = el("div", { id: "end-banner", class: "end-banner hidden", role: "status" },
      el("button", { type: "button", class: "close", id: "end-close", "aria-label": TT.t("close the banner"), title: TT.t("close"), text: "×",
        onclick: () => { closedFor = shownFor; box.classList.add("hidden"); } }),
      big, why);
    wrap.append(box);
    // seat: the seat whose page it is (null: a spectator or the replay).
    function show(oc, labels, seat) {
      if (!oc) { box.classList.add("hidden"); shownFor = null; return; }
      shownFor = JSON.stringify(oc);
      const team = TT.isTeam(oc);
      const won = seat === null ? oc.winners.length > 0 : TT.seatWon(oc, seat);
      let head;
      if (team) head = seat === null ? (won ? TT.t("The players won.") : TT.t("The players lost.")) : (won ? TT.t("You won!") : TT.t("You lost."));
      else head = seat === null ? winnersText(oc, labels) : TT.placeText(oc, seat);
      big.textContent = head;
      const score = oc.score !== null && oc.score !== undefined ? ` ${capital(oc.score_name || TT.t("score"))}: ${TT.number(oc.score)}.` : "";
      why.replaceChildren(TT.prose(`${oc.reason}${oc.cause ? ` (${oc.cause})` : ""}`), score);
      box.classList.toggle("won", won);
      box.classList.toggle("lost", !won);
      box.classList.toggle("hidden", closedFor === shownFor);
    }
    return { show, box };
  }
  function winnersText(oc, labels) {
    const names = oc.winners.map((s) => (labels && labels[s]) || TT.t("seat {n}", { n: s + 1 }));
    if (!names.length) return TT.t("Nobody won.");
    return names.length > 1 ? TT.t("{names} share the win.", { names: TT.listParts(names).join("") }) : TT.t("{name} won.", { name: names[0] });
  }
  function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

  // ------------------------------------------------------------------ the reference at hand
  // A side panel (a drawer on a phone): Goal, Rules (searchable, each clause an anchor), Components.
  const DOCKED = "(min-width: 1600px)"; // the panel sits beside the page (below: a drawer over it)

  function reference(tableId, toggle) {
    let data = null;      // {rules, entries} once loaded
    let loading = null;
    let tab = "goal";
    let goals = { win: [], lose: [] };
    let goalsFor = "you";

    const tabs = {};
    const panes = {};
    const tablist = el("div", { class: "tabs", role: "tablist", "aria-label": TT.t("reference") });
    for (const [key, name] of [["goal", TT.t("Goal")], ["rules", TT.t("Rules")], ["parts", TT.t("Components")]]) {
      tabs[key] = el("button", { type: "button", role: "tab", id: `tab-${key}`, "aria-controls": `pane-${key}`, text: name, onclick: () => open(key) });
      tablist.append(tabs[key]);
      panes[key] = el("section", { id: `pane-${key}`, role: "tabpanel", "aria-labelledby": `tab-${key}`, class: "pane" });
    }
    const rulesSearch = el("input", { type: "search", id: "rules-search", placeholder: TT.t("search the rules"), "aria-label": TT.t("search the rules"), autocomplete: "off" });
    const rulesCount = el("p", { class: "help", id: "rules-count", "aria-live": "polite" });
    const rulesList = el("div", { id: "rules-list", class: "ref-list" });
    panes.rules.append(rulesSearch, rulesCount, rulesList);
    const partsSearch = el("input", { type: "search", id: "parts-search", placeholder: TT.t("search the components"), "aria-label": TT.t("search the components"), autocomplete: "off" });
    const partsList = el("div", { id: "parts-list", class: "ref-list" });
    panes.parts.append(partsSearch, partsList);
    const panel = el("aside", { id: "ref-panel", class: "ref-panel", "aria-label": TT.t("rules and components"), hidden: true },
      el("div", { class: "ref-head" }, tablist,
        el("button", { type: "button", class: "close", id: "ref-close", "aria-label": TT.t("close the reference"), title: TT.t("close (Esc)"), text: "×", onclick: close })),
      panes.goal, panes.rules, panes.parts);
    document.body.append(panel);
    const tip = el("div", { class: "ref-tip hidden", role: "tooltip", id: "ref-tip" });
    document.body.append(tip);

    function load() {
      if (!loading) {
        loading = api(`/api/tables/${encodeURIComponent(tableId)}/reference`).then((r) => {
          data = r;
          showRules();
          showParts();
          showGoals();
          return r;
        }).catch((e) => { loading = null; rulesCount.textContent = e.message; throw e; });
      }
      return loading;
    }

    function isOpen() { return !panel.hidden; }
    function open(which, target) {
      tab = which || tab;
      panel.hidden = false;
      document.body.classList.add("ref-open");
      if (toggle) toggle.setAttribute("aria-expanded", "true");
      for (const key of Object.keys(tabs)) {
        tabs[key].setAttribute("aria-selected", String(key === tab));
        tabs[key].tabIndex = key === tab ? 0 : -1;
        panes[key].hidden = key !== tab;
      }
      if (matchMedia(DOCKED).matches) TT.remember("reference", true);
      const ready = data ? Promise.resolve(data) : load();
      return ready.then(() => {
        if (target) {
          if (tab === "rules" && !document.getElementById(target)) { rulesSearch.value = ""; showRules(); }
          if (tab === "parts" && !document.getElementById(`ref-${target}`)) { partsSearch.value = ""; showParts(); }
          const node = document.getElementById(tab === "parts" ? `ref-${target}` : target);
          if (node) {
            for (const old of panel.querySelectorAll(".picked")) old.classList.remove("picked");
            node.classList.add("picked");
            node.scrollIntoView({ block: "center" });
          }
        }
      }).catch(() => {});
    }
    function close() {
      panel.hidden = true;
      document.body.classList.remove("ref-open");
      if (toggle) toggle.setAttribute("aria-expanded", "false");
      TT.remember("reference", false);
    }

    // ---- goal
    function setGoals(g, who) {
      goals = g || { win: [], lose: [] };
      goalsFor = who || "you";
      showGoals();
    }
    function showGoals() {
      const pane = panes.goal;
      const lose = goalsFor === "you" ? TT.t("How you can lose now") : TT.t("How the game can be lost now");
      const blocks = [];
      if ((goals.win || []).length) blocks.push(el("h3", { text: TT.t("How to win") }), list(goals.win));
      if ((goals.lose || []).length) blocks.push(el("h3", { text: lose }), list(goals.lose));
      if (!blocks.length) {
        // The game tells no goals from this view yet: the rulebook's own objective instead.
        const first = data && data.rules.length ? data.rules.filter((c) => c.section === data.rules[0].section) : [];
        blocks.push(el("p", { class: "help", text: TT.t("From the rules:") }));
        blocks.push(first.length ? el("ul", { class: "goal-lines" }, ...first.map((c) => el("li", {}, TT.appendLinked(el("span"), c.text), " ", clauseAnchor(c.id))))
          : el("p", { class: "help", text: data ? TT.t("This game lists no rules.") : TT.t("Loading the rules…") }));
        if (!data) load().catch(() => {});
      }
      pane.replaceChildren(...blocks);
    }
    function list(lines) { return el("ul", { class: "goal-lines" }, ...lines.map((t) => el("li", {}, TT.prose(t)))); }
    function clauseAnchor(id) { return el("a", { class: "clause-link", href: `#${id}`, "data-clause": id, text: id }); }

    // ---- rules
    function words(text) { return String(text || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }
    function matches(fields, query) {
      const hay = words(fields.join(" "));
      return words(query).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
    }
    function showRules() {
      if (!data) return;
      const q = rulesSearch.value.trim();
      const found = data.rules.filter((c) => !q || matches([c.id, c.section, c.text, c.quote], q));
      const nodes = [];
      let section = null;
      for (const c of found) {
        if (c.section !== section) { section = c.section; nodes.push(el("h3", { text: section })); }
        nodes.push(el("div", { class: "clause", id: c.id },
          el("a", { class: "cid", href: `#${c.id}`, "data-clause": c.id, text: c.id }), " ",
          TT.appendLinked(el("span"), c.text),
          c.quote ? el("div", { class: "quote", text: c.quote }) : null));
      }
      rulesList.replaceChildren(...nodes);
      rulesCount.textContent = !data.rules.length ? TT.t("This game has no numbered rules yet.")
        : (q ? TT.tn("{n} rule matches (of {total}).", "{n} rules match (of {total}).", found.length, { total: data.rules.length }) : TT.tn("{n} rule.", "{n} rules.", data.rules.length));
    }
    rulesSearch.addEventListener("input", showRules);

    // ---- components
    function showParts() {
      if (!data) return;
      const q = partsSearch.value.trim();
      const found = data.entries.filter((e) => !q || matches([e.name, e.kind, e.text, e.needs], q));
      const nodes = [];
      let kind = null;
      for (const e of found) {
        if (e.kind !== kind) { kind = e.kind; nodes.push(el("h3", { text: capital(kind) })); }
        nodes.push(entryNode(e));
      }
      if (!data.entries.length) nodes.push(el("p", { class: "help", text: TT.t("This game does not describe its components yet: see the rules.") }));
      else if (!found.length) nodes.push(el("p", { class: "help", text: TT.t("No component matches.") }));
      partsList.replaceChildren(...nodes);
    }
    function entryNode(e) {
      return el("div", { class: "entry", id: `ref-${e.key}` },
        el("strong", { text: e.name }), " ", el("span", { class: "help", text: e.kind }),
        el("div", {}, TT.prose(e.text)),
        e.needs ? el("div", { class: "help" }, TT.t("Needs:") + " ", TT.prose(e.needs)) : null,
        e.clauses && e.clauses.length ? el("div", { class: "help" }, TT.t("Rules:") + " ", ...e.clauses.flatMap((id, i) => [i ? ", " : "", clauseAnchor(id)])) : null);
    }
    partsSearch.addEventListener("input", showParts);
    function entry(key) { return data ? data.entries.find((e) => e.key === key) || null : null; }

    // ---- links: a clause id anywhere on the page, a component on the board
    // Hover (or keyboard focus) shows a component's card; a click or a tap pins it, with a link to
    // its place in the Components tab; Escape or a click elsewhere unpins it.
    let pinned = null;
    function tipFor(part, pin) {
      const key = part.getAttribute("data-ref");
      const fill = () => {
        const e = entry(key);
        if (!e) { if (pin) open("parts", key); return; }
        const body = [el("strong", { text: e.name }), " ", el("span", { class: "help", text: e.kind }),
          el("div", { class: "tip-text" }, pin ? TT.prose(e.text) : TT.plain(e.text))];
        if (e.needs) body.push(el("div", { class: "tip-needs" }, el("span", { class: "help", text: TT.t("Needs:") + " " }), pin ? TT.prose(e.needs) : TT.plain(e.needs)));
        if (pin) {
          body.push(el("div", { class: "tip-more" },
            el("button", { type: "button", id: "ref-tip-more", text: TT.t("in the reference"), onclick: () => { unpin(); open("parts", key); } }),
            el("button", { type: "button", class: "close", id: "ref-tip-close", "aria-label": TT.t("close"), text: "×", onclick: unpin })));
        }
        tip.replaceChildren(...body);
        tip.dataset.ref = key;
        tip.classList.toggle("pinned", Boolean(pin));
        tip.setAttribute("role", pin ? "dialog" : "tooltip");
        const r = part.getBoundingClientRect();
        tip.classList.remove("hidden");
        tip.style.left = `${Math.max(4, Math.min(window.innerWidth - tip.offsetWidth - 4, r.left))}px`;
        tip.style.top = `${r.bottom + 6 + tip.offsetHeight > window.innerHeight ? Math.max(4, r.top - tip.offsetHeight - 6) : r.bottom + 6}px`;
        if (pin) pinned = part;
      };
      if (data) fill(); else load().then(fill).catch(() => {});
    }
    function unpin() {
      pinned = null;
      tip.classList.add("hidden");
      tip.classList.remove("pinned");
    }
    function hideHover() { if (!pinned) tip.classList.add("hidden"); }
    document.addEventListener("click", (ev) => {
      const link = ev.target.closest && ev.target.closest("a.clause-link, a.cid");
      if (link) {
        ev.preventDefault();
        unpin();
        open("rules", link.dataset.clause);
        return;
      }
      if (tip.contains(ev.target)) return;
      const part = ev.target.closest && ev.target.closest("#board [data-ref]");
      if (part) { tipFor(part, true); return; }
      if (pinned) unpin();
    });
    document.addEventListener("mouseover", (ev) => {
      if (pinned) return;
      const part = ev.target.closest && ev.target.closest("#board [data-ref]");
      if (part) tipFor(part, false); else hideHover();
    });
    document.addEventListener("focusin", (ev) => {
      const part = ev.target.closest && ev.target.closest("#board [data-ref]");
      if (part && !pinned) tipFor(part, false);
    });
    document.addEventListener("focusout", (ev) => {
      if (ev.target.closest && ev.target.closest("#board [data-ref]")) hideHover();
    });
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && pinned) { unpin(); ev.preventDefault(); return; }
      const part = ev.target.closest && ev.target.closest("#board [data-ref]");
      if (part && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); tipFor(part, true); }
    });

    if (toggle) {
      toggle.setAttribute("aria-controls", "ref-panel");
      toggle.setAttribute("aria-expanded", "false");
      toggle.addEventListener("click", () => (isOpen() ? close() : open()));
    }
    const anchor = location.hash.slice(1);
    if (/^[A-Z]{2,3}-[A-Z0-9]+-\d+$/.test(anchor)) open("rules", anchor);
    else if (TT.setting("reference", false) && matchMedia(DOCKED).matches) open("goal");
    else showGoals();
    return { open, close, isOpen, setGoals, load, unpin, pin: (part) => tipFor(part, true), get goals() { return goals; }, toggle: () => (isOpen() ? close() : open()) };
  }

  // ------------------------------------------------------------------ the live connection
  // A WebSocket that says `hello()` first, hands every page to `onPage`, and comes back when cut.
  function live(path, hello, onPage, onState) {
    let socket = null;
    let retry = 500;
    let stopped = false;
    function connect() {
      if (stopped) return;
      const proto = location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${proto}//${location.host}${path}`);
      socket.onopen = () => {
        socket.send(JSON.stringify(hello()));
        onState("live");
        retry = 500;
      };
      socket.onmessage = (ev) => {
        const p = JSON.parse(ev.data);
        if (p.error) {
          if ([401, 403, 404].includes(p.status)) stopped = true;
          onState("error", p.error);
          return;
        }
        onPage(p);
      };
      socket.onclose = () => {
        onState(stopped ? "stopped" : "reconnecting");
        if (!stopped) setTimeout(connect, retry);
        retry = Math.min(retry * 2, 8000);
      };
    }
    function send(message) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    }
    connect();
    return { send };
  }

  // ------------------------------------------------------------------ pace and sound
  // Each move of the others is shown up to this long, and never more than 2 s in all between two of
  // your decisions (the server shares that budget among the moves: engine/pace.py).
  const PACES = [[0, TT.t("all at once")], [0.5, TT.t("up to {s} s each", { s: TT.lang === "en" ? "0.5" : "0,5" })], [1, TT.t("up to {s} s each", { s: 1 })], [2, TT.t("up to {s} s each", { s: 2 })]];
  function paceSelect(select, onChange) {
    for (const [v, text] of PACES) select.append(el("option", { value: String(v), text }));
    const saved = Number(TT.setting("pace", 1));
    select.value = String(PACES.some(([v]) => v === saved) ? saved : 1);
    select.addEventListener("change", () => {
      TT.remember("pace", Number(select.value));
      onChange(Number(select.value));
    });
    return () => Number(select.value);
  }

  let audio = null;
  function soundToggle(button) {
    const show = () => {
      const on = TT.setting("sound", false);
      button.setAttribute("aria-pressed", String(on));
      button.textContent = on ? TT.t("sound on") : TT.t("sound off");
      button.title = on ? TT.t("a short tone when your turn comes (click to turn off)") : TT.t("play a short tone when your turn comes");
    };
    button.addEventListener("click", () => {
      TT.remember("sound", !TT.setting("sound", false));
      show();
      if (TT.setting("sound", false)) beep(); // let the browser allow sound (a click started it)
    });
    show();
  }
  function beep() {
    if (!TT.setting("sound", false)) return;
    try {
      audio = audio || new AudioContext();
      const now = audio.currentTime;
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.setValueAtTime(660, now);
      osc.frequency.setValueAtTime(880, now + 0.09);
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(0.15, now + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start(now);
      osc.stop(now + 0.26);
    } catch (e) { /* no sound here */ }
  }

  // ------------------------------------------------------------------ the log
  // Numbered lines (CSS counters: any number fits), the newest in view; only new lines are added.
  function logList(ol) {
    let lines = [];
    // Returns false when the page's log does not continue ours (fetch it whole).
    function update(p) {
      if (p.log_from > lines.length) return false;
      // The page's log is ours up to log_from, then p.log: lines we show already stay (a whole log
      // sent again), the rest is replaced (a take-back shortens the log).
      const total = p.log_from + p.log.length;
      let keep = p.log_from;
      while (keep < Math.min(lines.length, total) && lines[keep] === p.log[keep - p.log_from]) keep++;
      if (lines.length > keep) {
        lines = lines.slice(0, keep);
        while (ol.children.length > keep) ol.lastChild.remove();
      }
      const fresh = p.log.slice(keep - p.log_from);
      // Follow the newest line unless the reader scrolled back to read older ones.
      const stick = !lines.length || ol.scrollHeight - ol.scrollTop - ol.clientHeight < 60;
      for (const line of fresh) ol.append(el("li", {}, TT.prose(line)));
      lines = lines.concat(fresh);
      if (stick) ol.scrollTop = ol.scrollHeight;
      return true;
    }
    function reset() { lines = []; ol.replaceChildren(); }
    return { update, reset, get length() { return lines.length; } };
  }

  return { zoomable, prepare, actable, unmark, marks, highlight, seatColours, paintSeats, endBanner, reference, live, paceSelect, soundToggle, beep, logList, winnersText };
})();
