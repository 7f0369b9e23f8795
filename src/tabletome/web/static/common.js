// tabletome: helpers shared by the lobby, the table and the replay pages (no build step).
"use strict";

const TT = (() => {
  const STORE_KEY = "tabletome.seats";

  // ---- the page's language: the catalog the server put in the page (web/i18n.py), English without one
  const I18N = (() => {
    const node = document.getElementById("tt-i18n");
    try { return node ? JSON.parse(node.textContent) : null; } catch (e) { return null; }
  })() || { lang: "en", messages: {}, plurals: {} };
  const LANG = I18N.lang || "en";
  function fill(text, vars) {
    return vars ? String(text).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m)) : String(text);
  }
  // A message in the page's language, with its {name} slots filled from `vars`.
  function t(msg, vars) { return fill((I18N.messages && I18N.messages[msg]) || msg, vars); }
  // The form of a message for `n` ({n} is filled too): Portuguese counts 0 and 1 as one.
  // A message whose {slots} may be page elements (a seat's badge): the pieces to append, in order.
  function parts(msg, vars) {
    const out = [];
    String(t(msg)).split(/(\{\w+\})/).forEach((piece) => {
      const m = piece.match(/^\{(\w+)\}$/);
      if (m && vars && m[1] in vars) { const v = vars[m[1]]; if (Array.isArray(v)) out.push(...v); else out.push(v); }
      else if (piece) out.push(piece);
    });
    return out;
  }
  // "a, b and c" in the page's language (items may be elements): the pieces to append.
  function listParts(items) {
    const and = ` ${TT.t("and")} `;
    return items.flatMap((x, i) => [i ? (i === items.length - 1 ? and : ", ") : "", x]);
  }
  function tn(one, many, n, vars) {
    const forms = I18N.plurals && I18N.plurals[one];
    const index = LANG === "pt" ? (n > 1 ? 1 : 0) : (n === 1 ? 0 : 1);
    const text = forms ? forms[Math.min(index, forms.length - 1)] : (index ? many : one);
    return fill(text, { n, ...(vars || {}) });
  }
  // The header's EN / PT / ES switch: the choice is a cookie the server reads; the page is asked again.
  function bindLanguageSwitch() {
    for (const b of document.querySelectorAll(".lang-choice")) {
      b.addEventListener("click", () => {
        document.cookie = `tt_lang=${b.dataset.lang}; path=/; max-age=31536000; samesite=lax`;
        location.reload();
      });
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", bindLanguageSwitch);
  else bindLanguageSwitch();

  async function api(path, options = {}) {
    const init = { method: options.method || "GET", headers: { "Accept": "application/json" } };
    if (options.token) init.headers["X-Seat-Token"] = options.token;
    if (options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    const res = await fetch(path, init);
    let data = null;
    try { data = await res.json(); } catch (e) { data = null; }
    if (!res.ok) {
      const err = new Error((data && data.detail) || TT.t("The server answered {status}.", { status: res.status }));
      err.status = res.status;
      err.body = data || {};
      throw err;
    }
    return data;
  }

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "text") node.textContent = v;
      else if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (k === "dataset") Object.assign(node.dataset, v);
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  function mySeats() {
    try { return JSON.parse(localStorage.getItem(STORE_KEY) || "[]"); } catch (e) { return []; }
  }
  function rememberSeat(entry) {
    const seats = mySeats().filter((s) => !(s.table === entry.table && s.seat === entry.seat));
    seats.unshift(entry);
    localStorage.setItem(STORE_KEY, JSON.stringify(seats.slice(0, 50)));
  }
  function tokenFor(table, seat) {
    const found = mySeats().find((s) => s.table === table && s.seat === seat);
    return found ? found.token : null;
  }
  function forgetSeat(table, seat) {
    localStorage.setItem(STORE_KEY, JSON.stringify(mySeats().filter((s) => !(s.table === table && s.seat === seat))));
  }
  function seatLink(table, seat, token) {
    return `${location.origin}/table/${table}/${seat}#token=${encodeURIComponent(token)}`;
  }
  // ---- outcomes: a team's won/lost, or (competitive games, `seats` in the JSON) every seat's place
  function isTeam(oc) { return !oc || !oc.seats || !oc.seats.length; }
  function seatName(labels, seat) { return (labels && labels[seat]) || TT.t("seat {n}", { n: seat + 1 }); }
  function ordinal(n) {
    if (LANG === "pt" || LANG === "es") return `${n}º`;
    const tens = n % 100;
    const suffix = tens >= 10 && tens <= 20 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th");
    return `${n}${suffix}`;
  }
  function number(v) { return v === null || v === undefined ? "–" : String(Math.round(v * 1000) / 1000); }
  // Tie-breaks are sort keys (higher is better): a "fewer cards" rule stores minus the count; shown as the count.
  function tiebreakText(values) { return (values || []).map((v) => number(v)).join(", "); }
  function decidedText(oc) {
    if (!oc.winners.length) return TT.t("Nobody won.");
    if (oc.winners.length > 1) return TT.t("First place is shared: no tie-break separated them.");
    return TT.t("Decided by: {rule}.", { rule: oc.decided_by || TT.t("the score") });
  }
  // "… is revealed." -> "… is revealed": a reason followed by its clause id, then the full stop.
  function bare(reason) { return String(reason || "").replace(/[.!]+$/, ""); }
  function seatWon(oc, seat) { return isTeam(oc) ? oc.winners.length > 0 : oc.winners.includes(seat); }
  function outcomeText(oc, labels) {
    if (!oc) return "";
    if (isTeam(oc)) {
      const head = oc.winners && oc.winners.length ? TT.t("Won") : TT.t("Lost");
      const score = oc.score !== null && oc.score !== undefined ? " " + TT.t("Score {score}.", { score: oc.score }) : "";
      return `${head}: ${bare(oc.reason)} (${oc.cause}).${score}`;
    }
    return `${headline(oc, labels)} ${decidedText(oc)}`;
  }
  // Who won and why, without the deciding rule (the ranking's box says it).
  function headline(oc, labels) {
    const names = oc.winners.map((s) => seatName(labels, s));
    const head = !names.length ? TT.t("Nobody won") : (names.length > 1 ? TT.t("{names} share the win", { names: listParts(names).join("") }) : TT.t("{name} won", { name: names[0] }));
    return `${head}: ${bare(oc.reason)} (${oc.cause}).`;
  }
  function placeText(oc, seat) {
    const mine = oc.seats.find((r) => r.seat === seat);
    if (!mine) return "";
    return oc.winners.includes(seat) ? (oc.winners.length > 1 ? TT.t("You share the win!") : TT.t("You won!"))
      : TT.t("You placed {place} of {count}.", { place: ordinal(mine.rank), count: oc.seats.length });
  }
  // The ranking of a competitive outcome as a table (place, seat, score, tie-break), or null for a team result.
  function rankingTable(oc, labels, me) {
    if (isTeam(oc)) return null;
    const tiebreaks = oc.seats.some((r) => r.tiebreak && r.tiebreak.length);
    const scoreName = oc.score_name || TT.t("score");
    const tiebreakName = (oc.tiebreak_names || []).join(", ") || TT.t("tie-break");
    const head = el("tr", {}, el("th", { text: TT.t("place") }), el("th", { text: TT.t("seat") }), el("th", { class: "num", text: scoreName }),
      tiebreaks ? el("th", { class: "num", text: tiebreakName }) : null);
    const rows = oc.seats.map((r) => {
      const cls = [oc.winners.includes(r.seat) ? "winner" : "", r.seat === me ? "you" : ""].join(" ").trim();
      return el("tr", { class: cls || null, "data-seat": String(r.seat) },
        el("td", { text: ordinal(r.rank) }),
        el("td", { text: seatName(labels, r.seat) + (r.seat === me ? ` (${TT.t("you")})` : "") + (r.eliminated !== null && r.eliminated !== undefined ? " — " + TT.t("out on turn {turn}", { turn: r.eliminated }) : "") }),
        el("td", { class: "num", text: number(r.score) }),
        tiebreaks ? el("td", { class: "num", text: tiebreakText(r.tiebreak) }) : null);
    });
    return el("table", { class: "list ranking" }, el("thead", {}, head), el("tbody", {}, ...rows));
  }
  // Fills `box` with the ranking and the deciding rule (competitive), or empties it (team).
  function showRanking(box, oc, labels, me) {
    const t = oc ? rankingTable(oc, labels, me) : null;
    if (!t) { box.replaceChildren(); return; }
    box.replaceChildren(t, el("p", { class: "decided", text: decidedText(oc) }));
  }

  // ---- words for players
  function plural(n, one, many) { return `${n} ${n === 1 ? one : (many || one + "s")}`; }

  // A rule clause id (HX-LOC-05, AN-DIFF-03/04, AN-DIFF-05..07) as written in the games' texts.
  const CLAUSE_ID = String.raw`[A-Z]{2,3}-[A-Z0-9]+-\d+(?:(?:\/|\.\.|–)\d+)*`;
  const CLAUSE_RE = new RegExp(`\\b${CLAUSE_ID}`, "g");
  // "(HX-END-03)", "(see AN-DIFF-03/04)", "(HX-A-1, HX-B-2)": ids in brackets, nothing else.
  const BRACKETED = new RegExp(String.raw`\s*\((?:see\s+)?${CLAUSE_ID}(?:\s*(?:,|;|and|\/)\s*${CLAUSE_ID})*\)`, "g");

  let clauseLinks = true; // a page without the rules at hand (the lobby) shows ids as small labels
  function clauseLink(id) {
    const first = id.replace(/(?:\/|\.\.|–)\d+/g, ""); // AN-DIFF-03/04 opens AN-DIFF-03
    if (!clauseLinks) return el("span", { class: "clause-link", title: TT.t("rule {id}", { id }), text: id });
    return el("a", { class: "clause-link", href: `#${first}`, "data-clause": first, title: TT.t("rule {id}", { id }), text: id });
  }
  function plainClauseIds() { clauseLinks = false; }
  // Text with its clause ids as small links: the bracketed ones leave the sentence and follow it,
  // any other stays in place (a DocumentFragment; the page opens the rule on click).
  function prose(text) {
    const frag = document.createDocumentFragment();
    if (!text) return frag;
    const tail = [];
    const main = String(text).replace(BRACKETED, (m) => { tail.push(...(m.match(CLAUSE_RE) || [])); return ""; })
      .replace(/\s+([.,;:!?])/g, "$1").replace(/\(\s*\)/g, "").replace(/\s{2,}/g, " ").trim();
    appendLinked(frag, main);
    for (const id of tail) frag.append(" ", clauseLink(id));
    return frag;
  }
  // Text with every clause id linked where it stands (the rules panel's own text).
  function appendLinked(node, text) {
    let at = 0;
    for (const m of text.matchAll(CLAUSE_RE)) {
      node.append(text.slice(at, m.index), clauseLink(m[0]));
      at = m.index + m[0].length;
    }
    node.append(text.slice(at));
    return node;
  }
  // The words of a text without its ids (a tab title, an ARIA label).
  function plain(text) {
    return String(text || "").replace(BRACKETED, "").replace(CLAUSE_RE, "").replace(/\s+([.,;:!?])/g, "$1").replace(/\s{2,}/g, " ").trim();
  }

  // ---- seats: a letter and a colour safe for colour-blind players (Okabe–Ito), never colour alone
  const COLOURS = ["yellow", "blue", "orange", "green", "red", "purple", "black", "white"];
  function seatColour(label, seat) {
    const word = String(label || "").toLowerCase();
    const named = COLOURS.find((c) => word === c || word.startsWith(c + " "));
    return named || `n${seat % 7}`;
  }
  function seatLetter(label, seat) {
    const digits = String(label || "").match(/(\d+)$/);
    if (digits) return digits[1];
    const word = String(label || "").trim();
    return word ? word[0].toUpperCase() : String(seat + 1);
  }
  function seatBadge(label, seat) {
    // The letter is drawn by CSS (::before): the words around it read "blue", never "Bblue".
    const attrs = { class: `seat-badge seat-${seatColour(label, seat)}`, "aria-hidden": "true", "data-letter": seatLetter(label, seat) };
    if (Number.isInteger(seat)) attrs["data-seat"] = String(seat); // the board may paint it in its own colour (Board.paintSeats)
    return el("span", attrs);
  }

  // ---- small settings this browser remembers
  function setting(name, fallback) {
    try {
      const v = localStorage.getItem(`tabletome.${name}`);
      return v === null ? fallback : JSON.parse(v);
    } catch (e) { return fallback; }
  }
  function remember(name, value) {
    try { localStorage.setItem(`tabletome.${name}`, JSON.stringify(value)); } catch (e) { /* private mode */ }
  }

  // ---- what a seat brings to the table before the start (a deck): a ready-made choice, the
  // table's option, or the player's own text (typed, pasted or read from a file)
  const OWN = "__own__";
  function ownWords(spec) { return spec.name === "deck" ? TT.t("my own decklist") : TT.t("my own {what}", { what: spec.name }); }
  function choiceText(spec, value) {
    if (!value) return TT.t("the table's option");
    if ((spec.choices || []).includes(value)) return value;
    const lines = String(value).split("\n").filter((l) => l.trim()).length;
    const own = spec.name === "deck" ? TT.t("your own decklist") : TT.t("your own {what}", { what: spec.name });
    return `${own} (${TT.tn("{n} line", "{n} lines", lines)})`;
  }
  // A control for one input: {node, value(), set(v), keep(), restore(kept), select, text, file}.
  function inputControl(spec, id, label) {
    const select = el("select", { id, class: "input-choice", "data-input": spec.name });
    select.append(el("option", { value: "", text: TT.t("the table's option") }));
    for (const c of spec.choices || []) select.append(el("option", { value: c, text: c }));
    select.append(el("option", { value: OWN, text: ownWords(spec) }));
    const words = spec.name === "deck" ? TT.t("decklist") : spec.name;
    const text = el("textarea", { id: `${id}-text`, class: "input-text", maxlength: spec.max_chars, spellcheck: "false", rows: 8,
      placeholder: TT.t("Paste your {what} here (at most {max} characters)…", { what: words, max: spec.max_chars.toLocaleString(LANG) }), "aria-label": `${label}: ${ownWords(spec)}` });
    const file = el("input", { type: "file", id: `${id}-file`, class: "input-file", accept: ".txt,.text,.dec,.lst,text/plain" });
    const note = el("p", { class: "error input-note", role: "alert" });
    const own = el("div", { class: "own-text hidden" }, text, el("label", { class: "file" }, TT.t("or read the {what} from a file", { what: words }), file), note);
    const sync = () => own.classList.toggle("hidden", select.value !== OWN);
    select.addEventListener("change", () => { sync(); if (select.value === OWN) text.focus(); });
    file.addEventListener("change", async () => {
      const f = file.files[0];
      note.textContent = "";
      if (!f) return;
      const read = await f.text();
      if (read.length > spec.max_chars) {
        note.textContent = TT.t("{file} holds {count} characters; a {what} is at most {max}.", { file: f.name, count: read.length.toLocaleString(LANG), what: words, max: spec.max_chars.toLocaleString(LANG) });
        return;
      }
      text.value = read;
      select.value = OWN;
      sync();
    });
    const caption = document.createTextNode(label);
    const node = el("div", { class: "seat-input", "data-input": spec.name }, el("label", {}, caption, select), own);
    return {
      node, select, text, file,
      setLabel(words) { caption.textContent = words; text.setAttribute("aria-label", `${words}: ${ownWords(spec)}`); },
      value: () => (select.value === OWN ? text.value : select.value),
      set(v) {
        if (!v) select.value = "";
        else if ((spec.choices || []).includes(v)) select.value = v;
        else { select.value = OWN; text.value = v; }
        sync();
      },
      keep: () => ({ choice: select.value, text: text.value }),
      restore(kept) { if (!kept) return; select.value = kept.choice; text.value = kept.text; sync(); },
    };
  }

  return {
    t, tn, parts, listParts, lang: LANG,
    inputControl, choiceText,
    api, el, mySeats, rememberSeat, tokenFor, forgetSeat, seatLink, outcomeText, headline, isTeam, seatWon, placeText, showRanking,
    plural, prose, appendLinked, plain, plainClauseIds, seatBadge, seatColour, setting, remember, ordinal, number,
  };
})();
