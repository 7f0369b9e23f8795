// The player aid: a panel beside the board with a turn in steps, the goal and how the game ends,
// opened on demand by the "How to play" button (or the H key). The words are the game's how-to
// (/api/howto/GAME); each step's rule ids open the Rules panel at that rule. A step that names
// something a player does has a button per kind of move (/api/aid/GAME): tapped, it shows under the
// step why no such move is possible now, in the rules' own sentence, or lights the moves of that kind
// legal now (in the list of moves and on the board) and offers them (/api/tables/ID/.../aid/KIND).
"use strict";

(() => {
  const { api, el } = TT;
  const SHOWN = 8; // the legal moves an answer offers as buttons; the others are in the list of moves
  const SECTIONS = [["turn", TT.t("A turn, step by step")], ["goal", TT.t("The goal")], ["end", TT.t("How it ends")]];

  function tableId() {
    const m = location.pathname.match(/^\/(?:table|watch)\/([^/]+)/);
    return m ? decodeURIComponent(m[1]) : null;
  }

  function clauseLinks(ids) {
    const box = el("span", { class: "cited" });
    for (const id of ids) box.append(" ", el("a", { class: "clause-link", href: `#${id}`, "data-clause": id, title: TT.t("rule {id}", { id }), text: id }));
    return box;
  }

  function item(i, kinds, ask) {
    const li = el("li", {}, i.title ? el("strong", { text: i.title }) : null, i.text, clauseLinks(i.clauses));
    if (kinds && kinds.length) li.append(actionButtons(kinds, ask));
    return li;
  }

  // ---- a step's kinds of move: a button each; the answer shows under the step
  function kindWords(kind) { // "play:master" -> "play (master)": the notation word, its qualifier
    const [verb, which] = kind.split(":");
    return which ? `${verb} (${which})` : verb;
  }

  function actionButtons(kinds, ask) {
    const answer = el("div", { class: "aid-answer", role: "status", "aria-live": "polite", hidden: true });
    const row = el("div", { class: "aid-actions", role: "group", "aria-label": TT.t("moves of this step") });
    for (const kind of kinds) {
      row.append(el("button", {
        type: "button", class: "aid-kind", "data-kind": kind, "aria-pressed": "false",
        title: TT.t("can you {move} now? Tap to see your moves, or why not", { move: kindWords(kind) }),
        onclick: (ev) => ask(kind, ev.currentTarget, answer),
      }, el("code", { text: kindWords(kind) })));
    }
    return el("div", { class: "aid-step" }, row, answer);
  }

  function board() { return document.querySelector("#board svg"); }

  // The legal moves of the kind: their elements lit on the board (board.js's marking: .tt-lit), their
  // buttons in the list of moves marked; each offered here plays through the list's own button.
  function light(answer) {
    unlight();
    const svg = board();
    const ids = new Set(Object.values(answer.targets || {}).flat());
    if (svg) for (const node of svg.querySelectorAll("[data-el]")) if (ids.has(node.getAttribute("data-el"))) node.classList.add("tt-lit", "aid-lit");
    for (const move of answer.legal) {
      const button = document.querySelector(`#actions button.action[data-action="${CSS.escape(move)}"]`);
      if (button) button.classList.add("aid-lit");
    }
  }

  function unlight() {
    for (const node of document.querySelectorAll(".aid-lit")) node.classList.remove("aid-lit", "tt-lit");
  }

  function offer(legal) {
    const moves = el("div", { class: "aid-moves" });
    for (const move of legal.slice(0, SHOWN)) {
      moves.append(el("button", { type: "button", class: "aid-move", "data-action": move, title: TT.t("play {move}", { move }), onclick: () => {
        const button = document.querySelector(`#actions button.action[data-action="${CSS.escape(move)}"]`);
        if (button) button.click();
      } }, el("code", { text: move })));
    }
    if (legal.length > SHOWN) moves.append(el("span", { class: "help", text: TT.t("and {n} more in your moves", { n: legal.length - SHOWN }) }));
    return moves;
  }

  function render(box, answer) {
    box.hidden = false;
    box.classList.toggle("refused", !answer.legal.length);
    if (!answer.legal.length) {
      box.replaceChildren(el("p", { class: "aid-why", text: answer.sentence }));
      return;
    }
    light(answer);
    const where = Object.keys(answer.targets || {}).length ? TT.t("Possible now (lit on the board and in your moves):") : TT.t("Possible now (marked in your moves):");
    box.replaceChildren(el("p", { class: "aid-legal", text: where }), offer(answer.legal));
  }

  function asker(id, seat, token) {
    const path = seat === null ? `/api/tables/${encodeURIComponent(id)}/aid/` : `/api/tables/${encodeURIComponent(id)}/seats/${seat}/aid/`;
    let open = null; // the button whose answer is shown
    function clear() {
      unlight();
      if (open) { open.button.setAttribute("aria-pressed", "false"); open.box.hidden = true; open = null; }
    }
    async function ask(kind, button, box) {
      const again = open && open.button === button;
      clear();
      if (again) return; // a second tap closes the answer
      open = { button, box };
      button.setAttribute("aria-pressed", "true");
      box.hidden = false;
      box.replaceChildren(el("p", { class: "help", text: TT.t("Asking the rules…") }));
      try {
        render(box, await api(path + encodeURIComponent(kind), { token }));
      } catch (e) {
        box.classList.add("refused");
        box.replaceChildren(el("p", { class: "aid-why", text: e.message }));
      }
    }
    return { ask, clear };
  }

  function seatOf() { // the seat and its token on /table/ID/SEAT (as table.js reads them); none on /watch/ID
    const m = location.pathname.match(/^\/table\/([^/]+)\/(\d+)/);
    if (!m) return { seat: null, token: null };
    const seat = Number(m[2]);
    const token = new URLSearchParams(location.hash.slice(1)).get("token") || TT.tokenFor(decodeURIComponent(m[1]), seat);
    return { seat, token };
  }

  function panel(howto, game, steps, ask) {
    const close = el("button", { type: "button", id: "aid-close", "aria-label": TT.t("close the player aid"), text: "×" });
    const box = el("aside", { class: "aid", id: "aid", "aria-labelledby": "aid-title", hidden: true },
      el("div", { class: "aid-head" }, el("h2", { id: "aid-title", text: TT.t("How to play {game}", { game: howto.title }) }), close));
    for (const [key, heading] of SECTIONS) {
      const section = howto.sections.find((s) => s.key === key);
      if (!section) continue;
      const list = el(key === "turn" ? "ol" : "ul", { class: `aid-${key}` },
        ...section.items.map((i, n) => item(i, key === "turn" ? steps[n] : null, ask)));
      box.append(el("h3", { text: heading }), list);
    }
    box.append(el("p", { class: "aid-links" },
      el("a", { href: `/howto/${encodeURIComponent(game)}`, target: "_blank", rel: "noopener", id: "aid-howto-link", text: TT.t("The whole how-to, with the components") }),
      el("br"), el("span", { class: "help", text: TT.t("Every numbered rule: the Rules button.") })));
    return { box, close };
  }

  function typing(ev) {
    const t = ev.target;
    return t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
  }

  async function start() {
    const id = tableId();
    const tools = document.querySelector("header.top .tools");
    if (!id || !tools) return;
    let howto;
    let game;
    try {
      game = (await api(`/api/tables/${encodeURIComponent(id)}`)).game;
      howto = await api(`/api/howto/${encodeURIComponent(game)}`);
    } catch (e) {
      return; // no how-to for this game: the Rules panel is still there
    }
    let steps = [];
    try {
      steps = (await api(`/api/aid/${encodeURIComponent(game)}`)).turn;
    } catch (e) {
      steps = []; // the steps stay words only
    }
    const { seat, token } = seatOf();
    const answers = asker(id, seat, token);
    const { box, close } = panel(howto, game, steps, answers.ask);
    // a new position makes an answer stale: it goes when the board is drawn again
    const drawn = document.getElementById("board");
    if (drawn) new MutationObserver(() => answers.clear()).observe(drawn, { childList: true });
    const button = el("button", { type: "button", id: "aid-toggle", "aria-controls": "aid", "aria-expanded": "false",
      title: TT.t("the goal, a turn in steps and how the game ends, beside the board (H)") }, TT.t("How to play") + " ", el("kbd", { text: "H" }));
    const rules = document.getElementById("ref-toggle");
    tools.insertBefore(button, rules || null);
    document.body.append(box);

    function show(open) {
      box.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
      document.body.classList.toggle("aid-open", open);
      if (open) close.focus();
    }
    button.addEventListener("click", () => show(box.hidden));
    close.addEventListener("click", () => { show(false); button.focus(); });
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && !box.hidden) { show(false); button.focus(); return; }
      if ((ev.key === "h" || ev.key === "H") && !ev.ctrlKey && !ev.metaKey && !ev.altKey && !typing(ev)) show(box.hidden);
    });
  }

  start();
})();
