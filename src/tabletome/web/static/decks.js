// The V:TES deck builder: start from a precon, a list or nothing; search the cards and add or remove
// them; every change is checked by the server's deck check (the words of `tabletome vtes deck check`);
// download the list, or keep it in this browser for a table's setup stage ("My saved decks").
"use strict";

(() => {
  const { api, el } = TT;
  TT.plainClauseIds(); // no rules panel here: a clause id is a label
  const $ = (id) => document.getElementById(id);
  const SAVED = "decks"; // this browser's decks (TT.setting), offered by the table's setup stage
  const MAX_SAVED = 50;
  const RESULTS = 30;
  let maxChars = 20000; // a seat's deck at a table; /api/games says it

  // The deck: card name -> {card, count}; the last check's answer, for the same text only.
  const deck = new Map();
  let answer = null;
  let answered = ""; // the text the answer is about
  let asked = 0; // checks sent: an older answer arriving late is dropped

  // ------------------------------------------------------------------ the deck as text
  function cardsOf(kind) {
    return [...deck.values()].filter((e) => e.card.kind === kind);
  }
  function total(kind) { return cardsOf(kind).reduce((n, e) => n + e.count, 0); }
  function deckName() { return $("deck-name").value.trim(); }
  function deckText() {
    const lines = deckName() ? [`Deck Name: ${deckName()}`, ""] : [];
    for (const kind of ["crypt", "library"]) {
      lines.push(kind === "crypt" ? "Crypt" : "Library");
      for (const e of sorted(kind)) lines.push(`${e.count}x ${e.card.name}`);
      lines.push("");
    }
    return lines.join("\n");
  }
  function byCrypt(a, b) { return (b.card.capacity || 0) - (a.card.capacity || 0) || a.card.name.localeCompare(b.card.name); }
  function byLibrary(a, b) { return a.card.order - b.card.order || a.card.name.localeCompare(b.card.name); }
  function sorted(kind) { return cardsOf(kind).sort(kind === "crypt" ? byCrypt : byLibrary); }

  function add(card, by) {
    const e = deck.get(card.name) || { card, count: 0 };
    e.count += by;
    if (e.count > 0) deck.set(card.name, e); else deck.delete(card.name);
    changed();
  }
  function load(checked) {
    deck.clear();
    for (const part of [checked.crypt, checked.library]) for (const c of part.cards) deck.set(c.name, { card: c, count: c.count });
    $("deck-name").value = checked.name || "";
  }

  // ------------------------------------------------------------------ the check (debounced)
  let timer = null;
  function changed() {
    $("kept").classList.add("hidden");
    const again = focusedRowButton();
    renderDeck();
    if (again) { const b = document.querySelector(again); if (b) b.focus(); }
    clearTimeout(timer);
    if (!deck.size) { asked++; answer = null; $("verdict-card").classList.remove("checking"); renderVerdict(); return; }
    $("verdict-card").classList.add("checking");
    timer = setTimeout(check, 350);
  }
  // The −/+ button of a deck row that has the focus: found again once the panes are redrawn.
  function focusedRowButton() {
    const f = document.activeElement;
    const pane = f && f.dataset && f.dataset.card ? f.closest("#crypt, #library") : null;
    return pane ? `#${pane.id} button.${f.classList[0]}[data-card="${CSS.escape(f.dataset.card)}"]` : null;
  }
  async function check() {
    const text = deckText();
    const mine = ++asked;
    try {
      const got = await api("/api/vtes/decks/check", { method: "POST", body: { text } });
      if (mine !== asked) return;
      answer = got;
      answered = text;
    } catch (e) {
      if (mine !== asked) return;
      answer = { failed: e.message };
    }
    if (current() || (answer && answer.failed)) $("verdict-card").classList.remove("checking");
    renderVerdict();
    renderDeck();
  }
  // The answer about the deck as it is now (null while a change is being checked).
  function current() { return answer && !answer.failed && answered === deckText() ? answer : null; }

  // A list's text read by the server: the deck becomes it, or the reason it cannot be read.
  async function open(text, where) {
    const note = where === "paste" ? $("paste-error") : null;
    if (note) note.textContent = "";
    try {
      const got = await api("/api/vtes/decks/check", { method: "POST", body: { text } });
      if (!got.readable) {
        if (note) note.replaceChildren(TT.prose(got.problems[0].message));
        else showFailure(got.problems[0].message);
        return;
      }
      load(got);
      if (where === "paste") $("paste-box").open = false;
      changed();
    } catch (e) {
      if (note) note.replaceChildren(TT.prose(e.message)); else showFailure(e.message);
    }
  }
  function showFailure(message) { $("verdict").replaceChildren(el("span", { class: "bad" }, TT.prose(message))); }

  // ------------------------------------------------------------------ the verdict at the top
  function sizes() { return `${total("crypt")} crypt, ${total("library")} library`; }
  function renderVerdict() {
    const verdict = $("verdict");
    const problems = $("problems");
    problems.replaceChildren();
    $("notes").replaceChildren();
    $("unimplemented").classList.add("hidden");
    if (!deck.size) {
      verdict.className = "verdict";
      verdict.textContent = "An empty deck: open a preconstructed deck or your own list, or add cards from the search.";
      return;
    }
    if (answer && answer.failed) { verdict.className = "verdict bad"; verdict.replaceChildren(TT.prose(answer.failed)); return; }
    const a = current();
    if (!a) return; // a check is on its way
    const n = a.problems.length;
    verdict.className = `verdict ${a.legal ? "good" : "bad"}`;
    verdict.textContent = a.legal ? `A legal deck (${sizes()}) under the current deck rules.`
      : (a.readable ? `Not a legal deck (${sizes()}): ${TT.plural(n, "problem")}.` : "The list cannot be read:");
    for (const p of a.problems) problems.append(el("li", { "data-clause": p.clause || "" }, TT.prose(p.message)));
    for (const note of a.notes) $("notes").append(el("li", {}, TT.prose(`Note: ${note}`)));
    if (a.unimplemented.length) {
      const box = $("unimplemented");
      box.textContent = `${TT.plural(a.unimplemented.length, "card has", "cards have")} effects the rules do not implement (${a.unimplemented.join(", ")}): ` +
        "a table under the enforced rules refuses the deck; under the assisted rules you state their effects by hand.";
      box.classList.remove("hidden");
    }
  }

  // ------------------------------------------------------------------ the crypt and library panes
  function facts(card) {
    const parts = card.kind === "crypt"
      ? [card.capacity !== null ? `capacity ${card.capacity}` : "", card.disciplines.join(" "), card.clans.join("/"),
        card.group ? `group ${card.group}` : "", card.title || ""]
      : [card.type, card.clans.join("/"), card.disciplines.join(card.combo ? " & " : " / "), card.cost || ""];
    return parts.filter(Boolean).join(" · ");
  }
  function tags(card) {
    const out = [];
    if (!card.implemented) out.push(el("span", { class: "tag unimplemented-tag", title: "The rules do not implement this card's effect", text: "not implemented" }));
    if (card.banned) out.push(el("span", { class: "tag banned-tag", text: "banned" }));
    return out;
  }
  function nameButton(card) {
    return el("button", { type: "button", class: `card-name${card.implemented ? "" : " not-implemented"}`, "data-card": card.name,
      "aria-label": `${card.name}: show its text` }, card.name);
  }
  function counter(card, count) {
    return el("span", { class: "counter" },
      el("button", { type: "button", class: "less", "data-card": card.name, "aria-label": `one ${card.name} less`, text: "−", onclick: () => add(card, -1) }),
      el("span", { class: "count", text: String(count) }),
      el("button", { type: "button", class: "more", "data-card": card.name, "aria-label": `one ${card.name} more`, text: "+", onclick: () => add(card, 1) }));
  }
  function problemsNaming(name) {
    const a = current();
    return a ? a.problems.filter((p) => p.cards.includes(name)) : [];
  }
  function deckRow(e) {
    const own = problemsNaming(e.card.name);
    return el("li", { class: `deck-card${own.length ? " has-problem" : ""}`, "data-card": e.card.name },
      counter(e.card, e.count),
      el("span", { class: "what" }, nameButton(e.card), ...tags(e.card), el("span", { class: "facts", text: facts(e.card) }),
        ...own.map((p) => el("span", { class: "card-problem" }, TT.prose(p.message)))));
  }
  function paneProblems(kind) {
    const a = current();
    const list = $(`${kind}-problems`);
    list.replaceChildren(...(a ? a.problems.filter((p) => p.section === kind) : []).map((p) => el("li", {}, TT.prose(p.message))));
  }
  function cryptSummary() {
    const a = current();
    if (!a || !a.crypt.count) return total("crypt") ? "" : "No vampire yet.";
    const groups = a.crypt.groups.map((g) => `${g.count} of group ${g.label}`).join(", ");
    const cap = a.crypt.capacity;
    return `${groups}. Average capacity ${cap.average.toFixed(2)}; the four smallest add up to ${cap.smallest}, the four largest to ${cap.largest}.`;
  }
  function renderDeck() {
    $("crypt-title").textContent = `Crypt (${total("crypt")})`;
    $("library-title").textContent = `Library (${total("library")})`;
    $("crypt-summary").textContent = cryptSummary();
    $("crypt").replaceChildren(...sorted("crypt").map(deckRow));
    const library = sorted("library");
    $("library-summary").textContent = library.length ? "" : "No library card yet.";
    const groups = [];
    for (const e of library) {
      if (!groups.length || groups[groups.length - 1].type !== e.card.type) groups.push({ type: e.card.type, rows: [] });
      groups[groups.length - 1].rows.push(e);
    }
    $("library").replaceChildren(...groups.map((g) => el("div", { class: "type-group", "data-type": g.type },
      el("h3", { text: `${g.type} (${g.rows.reduce((n, e) => n + e.count, 0)})` }),
      el("ul", { class: "cards" }, ...g.rows.map(deckRow)))));
    paneProblems("crypt");
    paneProblems("library");
    renderResultCounts();
  }

  // ------------------------------------------------------------------ the search
  let searchTimer = null;
  let searched = 0;
  let results = [];
  function searchSoon() { clearTimeout(searchTimer); searchTimer = setTimeout(search, 250); }
  async function search() {
    const q = $("q").value.trim();
    const mine = ++searched;
    if (q.length < 2) { results = []; renderResults(); $("results-note").textContent = "Type two letters or more of a card's name. Hover or tap a name to read the card."; return; }
    const params = new URLSearchParams({ q, limit: String(RESULTS) });
    if ($("kind").value) params.set("kind", $("kind").value);
    if ($("only-implemented").checked) params.set("implemented", "true");
    try {
      const got = await api(`/api/vtes/cards?${params}`);
      if (mine !== searched) return;
      results = got.cards;
      $("results-note").textContent = got.total > got.cards.length ? `${got.total} cards match; the first ${got.cards.length} are shown.`
        : (got.total ? `${TT.plural(got.total, "card")} match.` : "No card has these words in its name.");
    } catch (e) {
      if (mine !== searched) return;
      results = [];
      $("results-note").replaceChildren(el("span", { class: "error" }, TT.prose(e.message)));
    }
    renderResults();
  }
  function resultRow(card) {
    return el("li", { class: "result", "data-card": card.name },
      el("button", { type: "button", class: "add", "data-card": card.name, "aria-label": `add ${card.name}`, text: "+", onclick: () => add(card, 1) }),
      el("span", { class: "what" }, nameButton(card), ...tags(card), el("span", { class: "facts", text: facts(card) }),
        el("span", { class: "in-deck", "data-card": card.name })));
  }
  function renderResults() {
    $("results").replaceChildren(...results.map(resultRow));
    renderResultCounts();
  }
  function renderResultCounts() {
    for (const span of $("results").querySelectorAll(".in-deck")) {
      const e = deck.get(span.dataset.card);
      span.textContent = e ? `${e.count} in the deck` : "";
    }
  }

  // ------------------------------------------------------------------ a card's text, on hover or tap
  const tip = $("card-tip");
  let pinned = null;
  function known(name) {
    const e = deck.get(name);
    return e ? e.card : results.find((c) => c.name === name);
  }
  function showTip(button, pin) {
    const card = known(button.dataset.card);
    if (!card) return;
    const body = [el("strong", { text: card.name }), el("div", { class: "help", text: facts(card) })];
    body.push(el("div", { class: "tip-text", text: card.text }));
    if (!card.implemented) body.push(el("div", { class: "tip-needs", text: "The rules do not implement this card's effect: a table under the enforced rules refuses a deck holding it." }));
    if (card.banned) body.push(el("div", { class: "tip-needs", text: `On the VEKN banned list since ${card.banned}.` }));
    if (pin) body.push(el("button", { type: "button", class: "close", "aria-label": "close", text: "×", onclick: unpin }));
    tip.replaceChildren(...body);
    tip.classList.toggle("pinned", pin);
    tip.setAttribute("role", pin ? "dialog" : "tooltip");
    tip.dataset.card = card.name;
    tip.classList.remove("hidden");
    const r = button.getBoundingClientRect();
    tip.style.left = `${Math.max(4, Math.min(window.innerWidth - tip.offsetWidth - 4, r.left))}px`;
    const below = r.bottom + 6 + tip.offsetHeight <= window.innerHeight;
    tip.style.top = `${below ? r.bottom + 6 : Math.max(4, r.top - tip.offsetHeight - 6)}px`;
    pinned = pin ? button.dataset.card : null;
  }
  function unpin() { pinned = null; tip.classList.add("hidden"); tip.classList.remove("pinned"); }
  function nameAt(target) { return target.closest ? target.closest("button.card-name") : null; }
  document.addEventListener("click", (ev) => {
    if (tip.contains(ev.target)) return;
    const button = nameAt(ev.target);
    if (button && pinned !== button.dataset.card) showTip(button, true); else unpin();
  });
  document.addEventListener("mouseover", (ev) => {
    const button = nameAt(ev.target);
    if (pinned) return;
    if (button) showTip(button, false); else tip.classList.add("hidden");
  });
  document.addEventListener("focusin", (ev) => { const b = nameAt(ev.target); if (b && !pinned) showTip(b, false); });
  document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") unpin(); });
  window.addEventListener("scroll", () => { if (!pinned) tip.classList.add("hidden"); }, { passive: true });

  // ------------------------------------------------------------------ starting points
  async function loadPrecons() {
    const select = $("precon");
    try {
      const precons = await api("/api/vtes/precons");
      select.replaceChildren(el("option", { value: "", text: "choose one…" }),
        ...precons.map((p, i) => el("option", { value: String(i), text: `${p.name} (${p.set})`, "data-name": p.name })));
      select.precons = precons;
    } catch (e) {
      select.replaceChildren(el("option", { value: "", text: "unavailable" }));
      showFailure(e.message);
    }
  }
  function savedDecks() {
    const list = TT.setting(SAVED, []);
    return Array.isArray(list) ? list.filter((d) => d && typeof d.name === "string" && typeof d.text === "string") : [];
  }
  function renderSaved() {
    const list = savedDecks();
    $("saved").replaceChildren(...(list.length ? list.map((d, i) => el("option", { value: String(i), text: d.name }))
      : [el("option", { value: "", text: "none yet" })]));
    $("open-saved").disabled = !list.length;
    $("forget-saved").disabled = !list.length;
  }
  function keep() {
    const name = deckName() || "My deck";
    $("deck-name").value = name;
    const text = deckText();
    if (!deck.size) { showKept("An empty deck cannot be used at a table: add cards first.", true); return; }
    if (text.length > maxChars) { showKept(`The list is ${text.length.toLocaleString("en")} characters long; a table takes at most ${maxChars.toLocaleString("en")}.`, true); return; }
    const list = savedDecks().filter((d) => d.name !== name);
    list.unshift({ name, text, saved: new Date().toISOString() });
    TT.remember(SAVED, list.slice(0, MAX_SAVED));
    renderSaved();
    const a = current();
    const warn = a && !a.legal ? " It is not legal yet: a table refuses it until its problems are fixed." : "";
    showKept(`Kept in this browser as “${name}”. At a V:TES table, choose it under “My saved decks” when you choose your deck.${warn} `, Boolean(warn));
    $("kept").append(el("a", { href: "/", text: "Create a table in the lobby" }), ".");
  }
  function showKept(text, bad) {
    const box = $("kept");
    box.textContent = text;
    box.className = `kept ${bad ? "bad" : "good"}`;
  }
  function download() {
    if (!deck.size) return;
    const a = current();
    const text = a && a.readable ? a.text : deckText();
    const link = el("a", { href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
      download: `${(deckName() || "deck").replace(/[^\w.-]+/g, "_")}.txt` });
    document.body.append(link);
    link.click();
    setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
  }
  async function readFile() {
    const f = $("upload").files[0];
    if (!f) return;
    const text = await f.text();
    if (text.length > maxChars) {
      $("paste-error").textContent = `${f.name} holds ${text.length.toLocaleString("en")} characters; a decklist is at most ${maxChars.toLocaleString("en")}.`;
      return;
    }
    $("paste").value = text;
    open(text, "paste");
  }

  $("open-precon").addEventListener("click", () => {
    const p = ($("precon").precons || [])[Number($("precon").value)];
    if ($("precon").value !== "" && p) open(p.text, "precon");
  });
  $("open-saved").addEventListener("click", () => { const d = savedDecks()[Number($("saved").value)]; if (d) open(d.text, "saved"); });
  $("forget-saved").addEventListener("click", () => {
    const d = savedDecks()[Number($("saved").value)];
    if (d) { TT.remember(SAVED, savedDecks().filter((x) => x.name !== d.name)); renderSaved(); }
  });
  $("empty").addEventListener("click", () => { deck.clear(); $("deck-name").value = ""; changed(); });
  $("read-paste").addEventListener("click", () => open($("paste").value, "paste"));
  $("upload").addEventListener("change", readFile);
  $("deck-name").addEventListener("input", () => { if (deck.size) changed(); });
  $("use").addEventListener("click", keep);
  $("download").addEventListener("click", download);
  $("q").addEventListener("input", searchSoon);
  $("kind").addEventListener("change", search);
  $("only-implemented").addEventListener("change", search);

  async function limits() {
    try {
      const games = await api("/api/games");
      const vtes = games.find((g) => g.id === "vtes");
      const spec = vtes && vtes.seat_inputs.find((s) => s.name === "deck");
      if (spec) maxChars = spec.max_chars;
    } catch (e) { /* the default stands */ }
    $("paste").maxLength = maxChars;
  }

  renderSaved();
  renderDeck();
  renderVerdict();
  loadPrecons();
  limits();
})();
