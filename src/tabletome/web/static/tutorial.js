// Guided first games (/api/tutorials). In the lobby: a "Guided first game" card, one button per
// game, first thing a newcomer sees. At a guided table: a panel beside the board (above the
// decision on a phone) with the step the guide is at: what is happening, why, and what to do now;
// the board element to act on pulses, the asked move's button is marked; explanations have "Next".
// The table's page tells this script each page it shows (the "tt:page" event).
"use strict";

(() => {
  const { api, el } = TT;
  document.head.append(el("link", { rel: "stylesheet", href: "/static/tutorial.css" }));

  // ------------------------------------------------------------------ the lobby
  async function lobby() {
    const column = document.querySelector("main.lobby > div");
    if (!column) return;
    let games;
    try { games = await api("/api/tutorials"); } catch (e) { return; }
    if (!games.length) return;
    const error = el("p", { class: "error", id: "guided-error", role: "alert" });
    const buttons = games.map((g) => el("button", {
      type: "button", class: "primary guided-start", "data-game": g.game,
      title: g.intro, onclick: () => start(g, error),
    }, TT.t("Learn {game}", { game: g.game_name })));
    const card = el("section", { class: "card guided-card", id: "guided", "aria-labelledby": "guided-title" },
      el("h2", { id: "guided-title", text: TT.t("Guided first game") }),
      el("p", { class: "help", text: TT.t("New to a game? Play a first game with a guide: each step is explained as it comes, and the part of the board to use is pointed at. The computer plays the other seats.") }),
      el("div", { class: "guided-games" }, ...buttons), error);
    column.prepend(card);
  }

  async function start(g, error) {
    error.textContent = "";
    for (const b of document.querySelectorAll(".guided-start")) b.disabled = true;
    try {
      const res = await api(`/api/tutorials/${encodeURIComponent(g.game)}`, { method: "POST" });
      TT.rememberSeat({ table: res.table.id, seat: res.seat, token: res.token, label: res.table.seats[res.seat].label, game: res.table.game_name, name: res.table.name });
      location.href = res.url;
    } catch (e) {
      error.textContent = e.message;
      for (const b of document.querySelectorAll(".guided-start")) b.disabled = false;
    }
  }

  // ------------------------------------------------------------------ a guided table
  function table() {
    const parts = location.pathname.split("/");
    const tableId = decodeURIComponent(parts[2] || "");
    const seat = Number(parts[3]);
    const token = new URLSearchParams(location.hash.slice(1)).get("token") || TT.tokenFor(tableId, seat);
    let panel = null;
    let shown = null; // the step on screen: {number, kind}
    let busy = false;
    let lastGuide = null; // the step last shown

    function build() {
      // Beside the board on a wide screen; on a narrow one (one column), first, above the board
      // and the decision, so the step is what a newcomer reads first.
      const narrow = window.matchMedia("(max-width: 1100px)").matches;
      const side = document.querySelector(narrow ? ".table-page .play" : ".table-page .side");
      if (!side) return null;
      const box = el("section", { class: "card guide", id: "guide", "aria-labelledby": "guide-title", "aria-live": "polite" },
        el("p", { class: "guide-head" }, el("span", { id: "guide-title", class: "guide-title" }), el("span", { id: "guide-count", class: "guide-count" })),
        el("p", { id: "guide-text", class: "guide-text" }),
        el("p", { id: "guide-ask", class: "guide-ask hidden" }),
        el("p", { class: "guide-foot" }, el("span", { id: "guide-rules", class: "cited" }),
          el("button", { type: "button", class: "primary", id: "guide-next", onclick: next }, TT.t("Next"))),
        el("p", { class: "error", id: "guide-error", role: "alert" }));
      side.prepend(box);
      return box;
    }

    function rules(ids) {
      return ids.flatMap((id) => [" ", el("a", { class: "clause-link", href: `#${id}`, "data-clause": id, title: TT.t("rule {id}", { id }), text: id })]);
    }

    function point(ids, action) {
      for (const node of document.querySelectorAll(".tt-guided")) node.classList.remove("tt-guided");
      const board = document.getElementById("board");
      for (const id of ids || []) {
        const node = board && board.querySelector(`[data-el="${CSS.escape(id)}"]`);
        if (node) node.classList.add("tt-guided");
      }
      if (action) {
        const button = document.querySelector(`#actions [data-action="${CSS.escape(action)}"]`);
        if (button) {
          button.classList.add("tt-guided");
          const list = button.parentElement; // a long move list scrolls to the asked move, the page does not
          if (list && list.scrollHeight > list.clientHeight) list.scrollTop += button.getBoundingClientRect().top - list.getBoundingClientRect().top - 8;
        }
      }
    }

    function render(p) {
      const behind = p.n_actions < p.latest; // the other seats' moves are still being shown
      // A page of the other seats' moves shown one by one carries no step: the last one waits.
      const g = p.guide || (behind && lastGuide ? { ...lastGuide, kind: "do" } : null);
      if (!g) {
        lastGuide = null;
        if (panel) { panel.remove(); panel = null; shown = null; point([], null); document.body.classList.remove("guided"); }
        return;
      }
      lastGuide = g;
      panel = panel || build();
      if (!panel) return;
      document.body.classList.add("guided");
      const waiting = g.kind === "do" || behind;
      shown = waiting ? null : { number: g.number, kind: g.kind };
      panel.dataset.kind = g.kind;
      panel.dataset.number = String(g.number);
      document.getElementById("guide-title").textContent = TT.t("Guided first game");
      document.getElementById("guide-count").textContent = TT.t("step {n} of {count}", { n: g.number, count: g.count });
      document.getElementById("guide-text").replaceChildren(waiting ? TT.t("The other seats are playing their moves…") : TT.prose ? TT.prose(g.text) : g.text);
      const ask = document.getElementById("guide-ask");
      ask.classList.toggle("hidden", waiting || g.kind !== "play");
      if (!waiting && g.kind === "play") {
        const where = g.el && g.el.length ? TT.t("click the marked part of the board, or the marked move") : TT.t("the marked move");
        ask.replaceChildren(el("strong", { text: TT.t("Now:") }), " ", g.words || g.play, ` (${where})`);
      }
      document.getElementById("guide-rules").replaceChildren(...(waiting ? [] : rules(g.clauses || [])));
      const button = document.getElementById("guide-next");
      button.classList.toggle("hidden", waiting || g.kind !== "note");
      button.textContent = g.last ? TT.t("Play on") : TT.t("Next");
      button.disabled = busy;
      document.getElementById("guide-error").textContent = "";
      point(waiting || g.kind !== "play" ? [] : g.el, waiting || g.kind !== "play" ? null : g.play);
    }

    async function next() {
      if (!shown || shown.kind !== "note" || busy) return;
      busy = true;
      document.getElementById("guide-next").disabled = true;
      try {
        const page = await api(`/api/tables/${encodeURIComponent(tableId)}/seats/${seat}/guide/next`,
          { method: "POST", token, body: { step: shown.number } });
        busy = false;
        render(page);
      } catch (e) {
        busy = false;
        document.getElementById("guide-next").disabled = false;
        if (e.status !== 409) document.getElementById("guide-error").textContent = e.message;
      }
    }

    document.addEventListener("tt:page", (ev) => render(ev.detail));
    if (TT.lastPage) render(TT.lastPage); // the first page may have come before this script ran
    document.addEventListener("keydown", (ev) => {
      const typing = ev.target && ["INPUT", "TEXTAREA", "SELECT"].includes(ev.target.tagName);
      if (ev.key === "Enter" && !typing && shown && shown.kind === "note" && !ev.target.closest("button, a")) next();
    });
  }

  if (location.pathname === "/") lobby();
  else if (/^\/table\//.test(location.pathname)) table();
})();
