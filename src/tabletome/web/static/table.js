// A seat's page (/table/{id}/{seat}) or a spectator's (/watch/{id}): the picture, the last move
// and who made it, the moves on your turn, the log, the outcome; live over a WebSocket, other
// seats' moves shown one at a time at the chosen pace (within 2 s in all between two of your
// decisions: the server's budget, engine/pace.py), what changed since your last move outlined; a
// forced decision (one legal move) is played for you unless you ask to stop there.
"use strict";

(() => {
  const { api, el } = TT;
  const $ = (id) => document.getElementById(id);
  const parts = location.pathname.split("/");
  const watching = parts[1] === "watch";
  const tableId = decodeURIComponent(parts[2] || "");
  const seat = watching ? null : Number(parts[3]);
  const hash = new URLSearchParams(location.hash.slice(1));
  const token = watching ? null : hash.get("token") || TT.tokenFor(tableId, seat);
  const tableApi = `/api/tables/${encodeURIComponent(tableId)}`;
  const base = watching ? `${tableApi}/watch` : `${tableApi}/seats/${seat}`;

  let shown = -1;          // n_actions of the picture on screen
  let latestSeen = -1;     // the table's action count on the last page
  let last = null;         // the last page shown
  let busy = false;
  let skipping = false;    // "skip to now" asked the server for the present; pace resumes after
  let conn = null;
  let advice = null;       // {at: n_actions, moves: {action: chance}, best}
  let aiKind = null;       // the AI that may take over an idle seat
  const kindNames = {}; // AI kind -> its short name in the reader's words ("Scripted": the head of its player words)
  const kindName = (k) => kindNames[k] || k;
  let eventsSeen = -1;
  let sinceMine = null;    // the picture's marks right after your last move: what changed since stays outlined
  let holdForced = false;  // after a take-back, a forced decision waits for you (undo again, or play it)
  let forcedTimer = null;
  let askedAt = null;      // when your last real decision was shown to you
  const thinking = [];     // your last decision times (seconds): a forced move waits as long, with other people at the table

  const board = $("board");
  const zoom = Board.zoomable(board);
  const banner = Board.endBanner(board.parentElement);
  const log = Board.logList($("log"));
  const ref = Board.reference(tableId, $("ref-toggle"));
  const onBoard = Board.actable(board, (action) => play(action), (part) => ref.pin(part)); // the moves' elements on the picture
  const pace = Board.paceSelect($("pace"), (s) => { if (conn) conn.send({ pace: s }); });
  const stopKey = `stop:${tableId}:${seat}`; // per seat: stop at your forced decisions (default: they play themselves)
  const stopBox = $("stop-forced");
  if (stopBox) {
    stopBox.checked = Boolean(TT.setting(stopKey, false));
    stopBox.addEventListener("change", () => {
      TT.remember(stopKey, stopBox.checked);
      if (conn) conn.send({ stop: stopBox.checked });
      if (last) playForced(last);
    });
  }
  if ($("sound")) Board.soundToggle($("sound"));

  function labelOf(p, s) { return s === null || s === undefined ? TT.t("the table") : ((p.table.seats[s] || {}).label || TT.t("seat {n}", { n: s + 1 })); }
  function who(p, s) { return el("span", { class: "who" }, TT.seatBadge(labelOf(p, s), s), labelOf(p, s)); }

  function render(p) {
    // An older picture arriving late is dropped (a paced page behind ours, the answer to a move
    // after the next moves came); a table made smaller by a take-back (a new event says so) is not.
    const takenBack = last && p.latest < latestSeen && (p.events || []).length > (last.events || []).length;
    if (p.n_actions < shown && !takenBack) return;
    const previous = last;
    const moved = !previous || p.n_actions !== previous.n_actions;
    if (!previous && !watching) {
      TT.rememberSeat({ table: tableId, seat, token, label: p.label, game: p.table.game_name, name: p.table.name });
    }
    shown = p.n_actions;
    latestSeen = p.latest;
    last = p;
    const current = p.n_actions >= p.latest;
    if (skipping && current) {
      skipping = false;
      conn.send({ pace: pace() });
    }
    renderTitle(p, previous);
    // A table where nobody else moves has no other moves to pace.
    $("pace").closest("label").classList.toggle("hidden", p.table.players < 2);
    renderSetup(p);
    renderBoard(p, previous);
    renderLastAction(p, moved);
    renderTurn(p);
    renderTargets(p);
    renderAsks(p);
    renderOutcome(p);
    renderSeats(p);
    renderEvents(p);
    ref.setGoals(p.goals, watching ? "the table" : "you");
    renderGoals(p);
    if (!log.update(p)) refresh(); // a gap in the log: fetch it whole
    Board.paintSeats(document, Board.seatColours(board.querySelector("svg")));
    playForced(p);
    TT.lastPage = p; // a script that loads after this page arrived starts from it (tutorial.js)
    document.dispatchEvent(new CustomEvent("tt:page", { detail: p })); // a guided first game's panel (tutorial.js)
  }

  // Your forced decision (one legal move) is played for you, unless you tick "stop at forced moves":
  // at once when nobody else at the table is a person, else after your usual time to decide, so
  // that nobody can tell from its speed that it was forced (and so guess your hidden cards).
  function playForced(p) {
    clearTimeout(forcedTimer);
    const f = p.forced;
    const told = $("notice");
    if (told.dataset.playedAt && p.n_actions > Number(told.dataset.playedAt) + 1) { // said; the table moved on
      delete told.dataset.playedAt;
      told.classList.add("hidden");
    }
    if (watching || !f || !p.your_turn || p.n_actions < p.latest || p.outcome || holdForced || (stopBox && stopBox.checked)) {
      if (p.your_turn && p.legal.length && askedAt === null) askedAt = performance.now();
      return;
    }
    const wait = f.like_a_person ? likeAPerson(f.wait) : 0;
    const at = p.n_actions;
    forcedTimer = setTimeout(() => {
      if (!last || last.n_actions !== at || !last.your_turn || busy) return;
      $("notice").replaceChildren(...TT.parts("Played for you: {move} — your only move.", { move: el("code", { text: f.action }) }));
      $("notice").classList.remove("hidden");
      $("notice").dataset.playedAt = String(at);
      play(f.action, true, true);
    }, wait * 1000);
  }
  function likeAPerson(rule) { // the median of your last decision times, within the server's bounds (engine/pace.py)
    if (!thinking.length) return rule.first;
    const sorted = [...thinking].sort((a, b) => a - b);
    return Math.max(rule.least, Math.min(rule.most, sorted[Math.floor(sorted.length / 2)]));
  }

  // "Friday game · Der Hexer von Salem · " (a table named after its game says it once).
  function tableName(p) {
    const game = p.table.game_name;
    return p.table.name && p.table.name !== `${game} table` && p.table.name !== TT.t("{game} table", { game }) ? `${TT.t(p.table.name)} · ${game} · ` : `${game} · `; // a name the catalogs know ("Guided first game") in the reader's words
  }

  function renderTitle(p, previous) {
    const game = p.table.game_name;
    if (p.setup) {
      const mine = !watching && p.setup.can_choose && !p.setup.chosen;
      document.title = `${mine ? setupTitle(p.setup) : TT.t("Setting up")} — ${game} — tabletome`;
      $("where").textContent = `${tableName(p)}${watching ? TT.t("watching") : TT.t("you are {seat}", { seat: p.label })} · ${TT.t("setting up")}`;
      return;
    }
    if (watching) {
      document.title = `${p.outcome ? TT.t("Game over") : TT.t("Watching")} — ${game} — tabletome`;
      $("where").textContent = `${tableName(p)}${TT.t("watching")} · ${TT.tn("{n} move played", "{n} moves played", p.latest)}`;
      return;
    }
    document.title = p.your_turn ? `● ${TT.t("Your turn")} — ${game} — tabletome` : `${p.outcome ? TT.t("Game over") : p.label} — ${game} — tabletome`;
    $("where").textContent = `${tableName(p)}${TT.t("you are {seat}", { seat: p.label })} · ${TT.tn("{n} move played", "{n} moves played", p.latest)}`;
    if (p.your_turn && previous && !previous.your_turn) Board.beep();
  }

  function renderBoard(p, previous) {
    board.dataset.nActions = String(p.n_actions);
    board.dataset.latest = String(p.latest);
    board.dataset.state = p.outcome ? "over" : (p.your_turn ? "your-turn" : "waiting");
    if (previous && previous.svg === p.svg) return; // nothing new to draw: keep the marks and the scroll
    const forward = previous && p.n_actions > previous.n_actions;
    let before = forward ? Board.marks(board.querySelector("svg")) : null;
    // On your turn, everything that changed since your last move is outlined (the others' moves may
    // have gone by quickly); while they play, what the last move changed.
    const yours = !watching && p.your_turn && forward && !previous.your_turn && sinceMine;
    if (yours) before = sinceMine;
    board.innerHTML = p.svg; // made on the server from this seat's view (or the public one); every text escaped
    const svg = board.querySelector("svg");
    Board.prepare(svg);
    if (svg) svg.setAttribute("aria-label", `${svg.getAttribute("aria-label") || TT.t("the board")} — ${TT.tn("{n} move played", "{n} moves played", p.n_actions)}`);
    zoom.apply();
    if (!watching && p.last_action && p.last_action.seat === seat) sinceMine = Board.marks(svg);
    Board.highlight(svg, before, yours ? 24 : 12);
    banner.show(p.outcome, p.table.seats.map((s) => s.label), watching ? null : seat);
  }

  // On your turn, the elements of the picture your moves are about can be clicked (board.js).
  function renderTargets(p) {
    const n = watching ? 0 : onBoard.update(p.your_turn && !p.outcome ? p.legal : []);
    let help = $("board-help");
    if (!help && !watching) {
      help = el("p", { class: "help board-help", id: "board-help" });
      $("actions").before(help);
    }
    if (help) {
      help.textContent = n ? TT.t("Or click a marked part of the board (Tab reaches it; Enter plays).") : "";
      help.classList.toggle("hidden", !n);
    }
  }

  // "blue: move 3 — play the Witch House card", and how far behind the present the picture is.
  function renderLastAction(p, moved) {
    const line = $("last-action");
    const a = p.last_action;
    if (!a) {
      line.replaceChildren(p.n_actions ? "" : TT.t("No move yet."));
      line.className = "help";
    } else {
      const mover = a.seat === null || a.seat === undefined ? el("span", { class: "who", text: a.label || TT.t("the table") }) : who(p, a.seat); // no seat: the clock
      const words = a.text && a.text !== a.action ? [" — ", TT.prose(a.text)] : [];
      line.replaceChildren(el("span", { class: "move-no", text: TT.t("move {n}", { n: a.n }) }), " ", mover, ": ",
        el("code", { text: a.action }), ...words);
      line.className = "last-action";
      if (moved) { line.classList.remove("fresh"); void line.offsetWidth; line.classList.add("fresh"); }
    }
    const behind = p.latest - p.n_actions;
    $("catch-up").classList.toggle("hidden", behind <= 0);
    $("behind").textContent = behind > 0 ? TT.tn("{n} more move to show", "{n} more moves to show", behind) : "";
  }

  function renderTurn(p) {
    const status = $("status");
    status.className = "";
    if (p.setup) status.replaceChildren(...setupStatus(p));
    else if (p.outcome) status.replaceChildren(TT.t("The game is over."));
    else if (p.your_turn) { status.replaceChildren(TT.t("Your turn.")); status.className = "turn"; }
    else if (p.to_move !== null && p.to_move !== undefined) status.replaceChildren(...(watching ? TT.parts("{who} to play.", { who: who(p, p.to_move) }) : TT.parts("Waiting for {who}…", { who: who(p, p.to_move) })));
    else status.replaceChildren("…");
    if ($("prompt")) $("prompt").replaceChildren(TT.prose(p.prompt || ""));
    $("note").replaceChildren(TT.prose(p.note || ""));
    $("note").classList.toggle("hidden", !p.note);
    if (watching) return;

    if (advice && advice.at !== p.n_actions) advice = null;
    const box = $("actions");
    box.replaceChildren();
    p.legal.forEach((a, i) => {
      const key = i < 9 ? String(i + 1) : (i === 9 ? "0" : null);
      const chance = advice && a.action in advice.moves ? advice.moves[a.action] : null;
      const odds = advice && advice.kind === "odds";
      const chanceText = chance === null ? "" : (odds ? chance : `${chance}%`);
      const chanceTitle = odds ? TT.t("the exact chance to complete the adventure after this move") : TT.t("the search player's estimated chance to win after this move");
      const text = TT.plain(a.text);
      box.append(el("button", {
        type: "button", class: "action" + (advice && advice.best === a.action ? " best" : ""), "data-action": a.action,
        "data-key": key, "aria-keyshortcuts": key, "aria-label": `${key ? key + ": " : ""}${text} (${a.action})${chance !== null ? `, ${odds ? chanceText : TT.t("{chance} to win", { chance: chanceText })}` : ""}`,
        onclick: () => play(a.action),
        // the board elements the move is about light up while its button is pointed at or focused
        onmouseenter: () => onBoard.light(a.el, true), onmouseleave: () => onBoard.light(a.el, false),
        onfocus: () => onBoard.light(a.el, true), onblur: () => onBoard.light(a.el, false),
      },
      key ? el("kbd", { text: key }) : el("span", { class: "nokey" }),
      el("span", { class: "body" }, el("code", { text: a.action }), " ", el("span", { class: "what" }, TT.prose(a.text))),
      chance !== null ? el("span", { class: "chance", title: chanceTitle, text: chanceText }) : null));
    });
    const mine = p.your_turn && !p.outcome;
    $("notation").disabled = !mine;
    $("notation-button").disabled = !mine;
    $("hint").classList.toggle("hidden", !(p.table.hints && mine) || Boolean(p.guide)); // a guided step is the advice
    $("hint").disabled = busy || Boolean(advice);
    $("odds").classList.toggle("hidden", !(p.table.odds && mine));
    if (advice && advice.kind === "odds" && advice.note) { $("notice").replaceChildren(advice.note); $("notice").classList.remove("hidden"); }
    $("odds").disabled = busy || Boolean(advice && advice.kind === "odds");
    const undoAsked = p.requests && p.requests.undo;
    $("undo").disabled = Boolean(p.outcome) || p.latest === 0 || Boolean(undoAsked) || p.n_actions < p.latest;
  }

  // What the table waits for besides moves: a take-back to agree to, an idle seat to hand over.
  function renderAsks(p) {
    const box = $("asks");
    if (!box) return;
    const items = [];
    const undo = p.requests && p.requests.undo;
    if (undo) {
      if (undo.waiting.includes(seat)) {
        items.push(el("div", { class: "ask", id: "undo-ask" }, ...TT.parts("{who} asks to take back a move.", { who: who(p, undo.seat) }), " ",
          el("button", { type: "button", id: "undo-accept", class: "primary", text: TT.t("agree"), onclick: () => answerUndo(true) }), " ",
          el("button", { type: "button", id: "undo-decline", text: TT.t("decline"), onclick: () => answerUndo(false) })));
      } else if (undo.seat === seat) {
        items.push(el("div", { class: "ask" }, ...TT.parts("Your take-back waits for {names} to agree.", { names: names(p, undo.waiting) })));
      }
    }
    const idle = p.requests ? p.requests.idle : null;
    if (idle !== null && idle !== undefined && idle !== seat && !p.outcome) {
      const swap = p.requests.replace && p.requests.replace.seat === idle ? p.requests.replace : null;
      const people = p.table.seats.filter((s) => s.kind === "human" && s.seat !== idle).map((s) => s.seat);
      const ask = el("div", { class: "ask", id: "idle-ask" }, ...TT.parts("{who} keeps the table waiting.", { who: who(p, idle) }), " ");
      if (swap) {
        const waiting = people.filter((s) => !swap.agreed.includes(s));
        const to = swap.with === "nobody" ? TT.t("free the seat") : TT.t("hand the seat to the {kind} AI", { kind: kindName(swap.with) });
        ask.append(...TT.parts("Proposed: {what}; agreed: {names}", { what: to, names: names(p, swap.agreed) }),
          ...(waiting.length ? TT.parts("; waiting for {names}.", { names: names(p, waiting) }) : ["."]), " ");
        if (!swap.agreed.includes(seat)) ask.append(el("button", { type: "button", class: "primary", text: TT.t("agree"), onclick: () => replace(idle, swap.with) }));
      } else {
        if (aiKind) ask.append(el("button", { type: "button", id: "hand-to-ai", text: TT.t("hand this seat to the {kind} AI", { kind: kindName(aiKind) }), onclick: () => replace(idle, aiKind) }), " ");
        ask.append(el("button", { type: "button", id: "free-seat", text: TT.t("free it for somebody else"), onclick: () => replace(idle, "nobody") }));
      }
      items.push(ask);
    }
    box.replaceChildren(...items);
    box.classList.toggle("hidden", !items.length);
  }
  function names(p, seats) { return TT.listParts(seats.map((s) => who(p, s))); }

  function renderOutcome(p) {
    const oc = $("outcome");
    oc.classList.toggle("hidden", !p.outcome);
    if (!p.outcome) return;
    const labels = p.table.seats.map((s) => s.label);
    const won = watching ? p.outcome.winners.length > 0 : TT.seatWon(p.outcome, seat);
    oc.className = "card " + (won ? "won" : "lost");
    if (TT.isTeam(p.outcome)) {
      $("outcome-text").replaceChildren(TT.prose(TT.outcomeText(p.outcome, labels)));
      $("outcome-reason").textContent = "";
    } else {
      $("outcome-text").textContent = watching ? Board.winnersText(p.outcome, labels) : TT.placeText(p.outcome, seat);
      $("outcome-reason").replaceChildren(TT.prose(TT.headline(p.outcome, labels)));
    }
    TT.showRanking($("outcome-ranking"), p.outcome, labels, seat);
    $("replay-link").href = `/replay/${encodeURIComponent(tableId)}${watching ? "" : `?seat=${seat}`}`;
    $("record-link").href = `${tableApi}/record`;
    if (watching) {
      $("rematch-watch").classList.toggle("hidden", !p.table.rematch);
      if (p.table.rematch) $("rematch-link").href = `/watch/${encodeURIComponent(p.table.rematch)}`;
    } else {
      const again = p.table.rematch;
      $("rematch").textContent = !again ? TT.t("Play again") : (TT.tokenFor(again, seat) ? TT.t("Go to the rematch") : TT.t("Join the rematch"));
    }
  }

  // How to win, how you can lose now: the game's lines with the live numbers (none: no card).
  function renderGoals(p) {
    const goals = p.goals || { win: [], lose: [] };
    const win = goals.win || [], lose = goals.lose || [];
    const blocks = [];
    const list = (lines, cls) => el("ul", { class: `goal-lines ${cls}` }, ...lines.map((t) => el("li", {}, TT.prose(t))));
    if (win.length) blocks.push(el("h3", { text: TT.t("How to win") }), list(win, "win"));
    if (lose.length) blocks.push(el("h3", { text: watching ? TT.t("How the game can be lost now") : TT.t("How you can lose now") }), list(lose, "lose"));
    $("goal-lines").replaceChildren(...blocks);
    $("goal-card").classList.toggle("hidden", !blocks.length || Boolean(p.outcome));
  }

  function renderSeats(p) {
    const list = $("seats");
    list.replaceChildren();
    const t = p.table;
    for (const s of t.seats) {
      const kind = s.kind === "human" ? (s.taken ? TT.t("a person") : TT.t("free seat")) : TT.t("{kind} AI", { kind: s.kind_name || s.kind });
      const choosing = p.setup && p.setup.waiting_seats.includes(s.seat);
      const li = el("li", { "data-seat": String(s.seat) }, TT.seatBadge(s.label, s.seat), el("strong", { text: s.label }), ` — ${kind}`,
        s.seat === seat ? ` (${TT.t("you")})` : "", t.to_move === s.seat && !p.outcome && !p.setup ? el("span", { class: "to-move", text: ` · ${TT.t("to move")}` }) : "",
        choosing ? el("span", { class: "to-move choosing", text: ` · ${TT.t("choosing")}` }) : "");
      if (!watching && t.status !== "finished" && s.kind === "human") {
        if (!s.taken) li.append(" ", el("button", { type: "button", class: "invite", text: TT.t("invite link"), onclick: () => invite(s.seat) }));
        else if (p.creator_seat === seat && s.seat !== seat) {
          li.append(" ", el("button", { type: "button", class: "reissue", "data-seat": String(s.seat), title: TT.t("a new secret link for this seat (the old one stops working)"), text: TT.t("new link"), onclick: () => reissue(s.seat) }));
        }
      }
      list.append(li);
    }
    if ($("watch-link")) $("watch-link").href = `/watch/${encodeURIComponent(tableId)}`;
  }

  function renderEvents(p) {
    const events = p.events || [];
    $("events-box").classList.toggle("hidden", !events.length);
    $("events").replaceChildren(...events.slice(-20).map((e) => el("li", {}, TT.prose(e.text))));
    if (eventsSeen >= 0 && events.length > eventsSeen) {
      const fresh = events[events.length - 1];
      $("notice").replaceChildren(TT.prose(fresh.text));
      $("notice").classList.remove("hidden");
    } else if (events.length < eventsSeen) {
      $("notice").classList.add("hidden");
    }
    eventsSeen = events.length;
  }

  // ------------------------------------------------------------------ the setup stage
  // Before the start, each person chooses what they bring (a V:TES deck): a panel in place of the
  // board, the same control as the lobby's, "Ready"; then who is still choosing. The page updates
  // itself when the game starts (the live socket pushes the next page).
  let setupControls = null; // input name -> control, built once (what is typed survives every push)
  let setupEditing = false; // a seat that chose opened its choice again
  let setupBusy = false;

  function lowerFirst(text) { return text ? text[0].toLowerCase() + text.slice(1) : text; }
  function setupTitle(setup) {
    return setup.inputs.length === 1 ? TT.t("Choose {what}", { what: lowerFirst(setup.inputs[0].label) }) : TT.t("Choose what you bring");
  }

  function setupPanel() {
    let panel = $("setup");
    if (panel) return panel;
    panel = el("section", { class: "card setup-panel hidden", id: "setup", "aria-labelledby": "setup-title" },
      el("h2", { id: "setup-title" }),
      el("p", { id: "setup-waiting", class: "setup-waiting", "aria-live": "polite" }),
      el("p", { id: "setup-done", class: "setup-done hidden" }),
      el("form", { id: "setup-form", class: "hidden", autocomplete: "off", onsubmit: submitSetup }),
      el("p", { class: "error", id: "setup-error", role: "alert" }));
    document.querySelector(".play").prepend(panel);
    return panel;
  }

  // "Setting up: waiting for you and Methuselah 3 to choose."
  function setupStatus(p) {
    const waiting = p.setup.waiting_seats;
    if (!waiting.length) return [TT.t("Setting up: everybody has chosen.")];
    const parts = TT.listParts(waiting.map((s) => (s === seat ? TT.t("you") : who(p, s))));
    return TT.parts("Setting up: waiting for {names} to choose.", { names: parts });
  }

  function renderSetup(p) {
    const setup = p.setup || null;
    document.body.classList.toggle("in-setup", Boolean(setup));
    if (!setup && !$("setup")) return;
    setupPanel().classList.toggle("hidden", !setup);
    document.querySelector(".board-wrap").classList.toggle("hidden", Boolean(setup));
    $("last-line").classList.toggle("hidden", Boolean(setup));
    if (!setup) { setupControls = null; setupEditing = false; return; }
    const mine = !watching && setup.can_choose;
    const ready = mine && setup.chosen && !setupEditing;
    $("setup-title").textContent = ready ? TT.t("Waiting for the other players") : (mine ? setupTitle(setup) : TT.t("The players are choosing"));
    const waiting = setup.waiting_seats;
    const still = TT.listParts(waiting.map((s) => [who(p, s), s === seat ? ` (${TT.t("you")})` : ""])).flat();
    $("setup-waiting").replaceChildren(...(waiting.length ? TT.parts("The game starts when every player has chosen. Still choosing: {names}.", { names: still }) : [TT.t("Everybody has chosen.")]));
    const done = $("setup-done");
    done.classList.toggle("hidden", !ready);
    if (ready) {
      const what = setup.inputs.map((spec) => TT.choiceText(spec, setup.values[spec.name])).join(", ");
      done.replaceChildren(el("strong", { text: TT.t("You are ready") }), " ", TT.t("with {what}. You may change it until everybody has chosen.", { what }), " ",
        el("button", { type: "button", id: "setup-change", text: TT.t("change"), onclick: () => { setupEditing = true; renderSetup(last); } }));
    }
    $("setup-form").classList.toggle("hidden", !mine || ready);
    if (mine && !setupControls) buildSetupForm(setup);
  }

  function buildSetupForm(setup) {
    setupControls = {};
    const nodes = [];
    for (const spec of setup.inputs) {
      const c = TT.inputControl(spec, `setup-${spec.name}`, spec.label);
      c.set(setup.values[spec.name]);
      setupControls[spec.name] = c;
      nodes.push(el("p", { class: "help" }, TT.prose(spec.help)), c.node);
      if (spec.name === "deck") nodes.push(savedDecks(c));
    }
    nodes.push(el("p", { class: "row" }, el("button", { type: "submit", class: "primary", id: "setup-ready", text: TT.t("Ready") })));
    $("setup-form").replaceChildren(...nodes);
  }

  // The decks kept in this browser by the deck builder (/decks): one is sent as its text, as if pasted.
  function savedDecks(c) {
    const kept = TT.setting("decks", []);
    const decks = Array.isArray(kept) ? kept.filter((d) => d && typeof d.name === "string" && typeof d.text === "string") : [];
    if (!decks.length) return el("p", { class: "help" }, ...TT.parts("Build a deck of your own and keep it in this browser: {link}.", { link: el("a", { href: "/decks", target: "_blank", rel: "noopener", text: TT.t("the deck builder") }) }));
    const select = el("select", { id: "setup-deck-saved" }, el("option", { value: "", text: TT.t("choose one…") }),
      ...decks.map((d, i) => el("option", { value: String(i), text: d.name })));
    select.addEventListener("change", () => { if (select.value !== "") c.set(decks[Number(select.value)].text); });
    c.select.addEventListener("change", () => { select.value = ""; });
    return el("label", {}, TT.t("or one of my saved decks"), select);
  }

  async function submitSetup(ev) {
    ev.preventDefault();
    if (setupBusy || !setupControls) return;
    const inputs = {};
    for (const [name, c] of Object.entries(setupControls)) inputs[name] = c.value();
    setupBusy = true;
    $("setup-ready").disabled = true;
    $("setup-error").replaceChildren();
    try {
      const p = await api(`${base}/inputs`, { method: "POST", token, body: { inputs } });
      setupEditing = false;
      render(p);
    } catch (e) {
      $("setup-error").replaceChildren(TT.prose(e.message)); // what was typed stays in the form
    } finally {
      setupBusy = false;
      if ($("setup-ready")) $("setup-ready").disabled = false;
    }
  }

  // ------------------------------------------------------------------ what a seat does
  function setError(text) { $("error").replaceChildren(TT.prose(text || "")); }

  // Each move has an id of its own: when its answer is lost or is a 503, the same request is sent
  // again, and the server plays the move at most once (a repeat is answered with the page).
  function moveId() {
    return Array.from(crypto.getRandomValues(new Uint8Array(12)), (x) => x.toString(16).padStart(2, "0")).join("");
  }
  async function sendMove(body) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await api(`${base}/actions`, { method: "POST", token, body });
      } catch (e) {
        const unsure = e.status === 503 || e.status === undefined; // a 503, or no answer at all
        if (!unsure || attempt >= 3) throw e;
        await new Promise((done) => setTimeout(done, 1000 * attempt));
      }
    }
  }

  async function play(action, safe = true, byItself = false) {
    if (busy || watching) return;
    if (!byItself && askedAt !== null) {
      thinking.push((performance.now() - askedAt) / 1000);
      if (thinking.length > 9) thinking.shift();
    }
    askedAt = null;
    holdForced = false;
    busy = true;
    setError("");
    for (const b of $("actions").querySelectorAll("button")) b.disabled = true;
    try {
      const p = await sendMove({ action, expect: last ? last.n_actions : null, safe, move_id: moveId() });
      $("notation").value = "";
      busy = false;
      render(p);
    } catch (e) {
      busy = false;
      for (const b of $("actions").querySelectorAll("button")) b.disabled = false;
      if (e.status === 409 && e.body && e.body.loses) confirmLosing(action, e.body.loses);
      else setError(e.message);
    }
  }

  // The server refused a move that loses at once: say why, and play it only if the player insists.
  function confirmLosing(action, why) {
    const dialog = $("confirm");
    $("confirm-why").replaceChildren(TT.prose(why));
    dialog.dataset.action = action;
    dialog.showModal();
    $("confirm-cancel").focus();
  }
  $("confirm") && $("confirm-play").addEventListener("click", () => {
    const action = $("confirm").dataset.action;
    $("confirm").close();
    play(action, false);
  });
  $("confirm") && $("confirm-cancel").addEventListener("click", () => $("confirm").close());

  async function askHint() {
    const button = $("hint");
    button.disabled = true;
    button.textContent = TT.t("thinking…");
    const at = last ? last.n_actions : -1;
    try {
      const res = await api(`${base}/hint`, { method: "POST", token });
      const moves = {};
      for (const m of res.moves) moves[m.action] = Math.max(0, Math.min(100, Math.round(m.win * 100)));
      advice = { at, moves, best: res.best, kind: "search" };
      if (last) renderTurn(last);
    } catch (e) {
      setError(e.message);
      button.disabled = false;
    } finally {
      button.textContent = TT.t("hint");
    }
  }

  async function askOdds() {
    const button = $("odds");
    button.disabled = true;
    button.textContent = TT.t("working out…");
    const at = last ? last.n_actions : -1;
    try {
      const res = await api(`${base}/odds`, { token });
      const moves = {};
      let best = null, bestChance = -1;
      for (const m of res.moves) {
        const pct = (x) => `${(x * 100).toFixed(1)}%`;
        // exact, or a range that is true (low to high), or why there is none (a face-down card)
        moves[m.action] = m.chance === null ? (m.note || TT.t("not worked out"))
          : (m.high !== undefined && m.high !== null ? `${pct(m.low)}–${pct(m.high)}` : pct(m.chance));
        if (m.chance !== null && m.high == null && m.chance > bestChance) { best = m.action; bestChance = m.chance; }
      }
      advice = { at, moves, best, kind: "odds", note: res.note };
      if (last) renderTurn(last);
    } catch (e) {
      setError(e.message);
      button.disabled = false;
    } finally {
      button.textContent = TT.t("odds");
    }
  }

  async function undo() {
    setError("");
    $("undo").disabled = true;
    try {
      holdForced = true; // a forced decision taken back waits for you: undo again to go further back
      clearTimeout(forcedTimer);
      const res = await api(`${base}/undo`, { method: "POST", token });
      if (!res.done && last) $("notice").replaceChildren(TT.t("Your take-back waits for the others to agree."));
    } catch (e) {
      setError(e.message);
      $("undo").disabled = false;
    }
  }
  async function answerUndo(accept) {
    try { await api(`${base}/undo/answer`, { method: "POST", token, body: { accept } }); } catch (e) { setError(e.message); }
  }
  async function replace(target, kind) {
    try { await api(`${base}/replace/${target}`, { method: "POST", token, body: { with: kind } }); } catch (e) { setError(e.message); }
  }

  async function rematch() {
    const again = last && last.table.rematch;
    const mine = again ? TT.tokenFor(again, seat) : null;
    if (mine) { location.href = TT.seatLink(again, seat, mine); return; } // this browser sits there already
    $("rematch").disabled = true;
    try {
      const res = await api(`${base}/rematch`, { method: "POST", token });
      TT.rememberSeat({ table: res.table.id, seat: res.seat, token: res.token, label: res.table.seats[res.seat].label, game: res.table.game_name, name: res.table.name });
      location.href = res.url;
    } catch (e) {
      setError(e.message);
      $("rematch").disabled = false;
    }
  }

  function showLink(text, link) {
    $("invite-help").replaceChildren(text, el("input", { value: link, readonly: true, size: 34, "aria-label": TT.t("the secret link"), onfocus: (ev) => ev.target.select() }));
  }
  async function invite(other) {
    try {
      const res = await api(`${tableApi}/seats/${other}/join`, { method: "POST" });
      showLink(TT.t("Send this secret link to the player of that seat:") + " ", TT.seatLink(tableId, other, res.token));
    } catch (e) { setError(e.message); }
  }
  async function reissue(other) {
    try {
      const res = await api(`${base}/reissue/${other}`, { method: "POST", token });
      showLink(TT.t("The new secret link of {seat} (the old one no longer works):", { seat: res.table.seats[other].label }) + " ", TT.seatLink(tableId, other, res.token));
    } catch (e) { setError(e.message); }
  }

  async function refresh() {
    try {
      const p = await api(`${base}?log_from=0`, { token });
      log.reset();
      shown = -1;
      latestSeen = -1;
      render(p);
    } catch (e) {
      setError(e.message);
    }
  }

  function skip() {
    if (!conn) return;
    skipping = true;
    conn.send({ pace: 0 });
  }

  // ------------------------------------------------------------------ keys
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.defaultPrevented) return;
    if ($("confirm") && $("confirm").open) return;
    if (ev.target.closest && ev.target.closest("input, textarea, select, [contenteditable]")) return;
    if (ev.key === "?") { ev.preventDefault(); ref.toggle(); return; }
    if (ev.key === "Escape" && ref.isOpen()) { ref.close(); return; }
    if (ev.key === "+" || ev.key === "=") { zoom.step(1); return; }
    if (ev.key === "-") { zoom.step(-1); return; }
    if (/^[0-9]$/.test(ev.key) && !watching) {
      const button = $("actions").querySelector(`button.action[data-key="${ev.key}"]`);
      if (button && !button.disabled) { ev.preventDefault(); button.click(); }
    }
  });

  // ------------------------------------------------------------------ start
  $("skip").addEventListener("click", skip);
  if (!watching) {
    $("notation-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      const text = $("notation").value.trim();
      if (text) play(text);
    });
    $("hint").addEventListener("click", askHint);
    $("odds").addEventListener("click", askOdds);
    $("undo").addEventListener("click", undo);
    $("rematch").addEventListener("click", rematch);
  }

  function connState(state, detail) {
    const c = $("conn");
    const words = { live: TT.t("live"), reconnecting: TT.t("reconnecting…"), stopped: TT.t("not connected") };
    if (state === "error") { setError(detail); return; }
    c.textContent = words[state] || state;
    c.className = state === "live" ? "live" : "down";
  }

  function start() {
    const hello = () => (watching ? { pace: pace() } : { token, pace: pace(), stop: Boolean(stopBox && stopBox.checked) });
    conn = Board.live(`${base}/live`, hello, render, connState);
  }

  if (!watching && !token) {
    setError(TT.t("This page needs the seat's secret link (…#token=…). Join a seat from the lobby."));
    connState("stopped");
  } else {
    if (!watching) {
      const known = TT.mySeats().find((s) => s.table === tableId && s.seat === seat) || {};
      TT.rememberSeat({ label: TT.t("seat {n}", { n: seat }), game: "", name: tableId, ...known, table: tableId, seat, token });
      // The AI a person's idle seat may be handed to: this game's heuristic player if it has one.
      api(`${tableApi}`).then((t) => api("/api/games").then((games) => {
        const g = games.find((x) => x.id === t.game);
        const kinds = g ? Object.keys(g.kinds).filter((k) => k !== "human") : [];
        aiKind = kinds.includes("heuristic") ? "heuristic" : (kinds[0] || null);
        for (const k of kinds) {
          const head = String(g.kinds[k] || "").split(":")[0];
          if (head && head.length < 40) kindNames[k] = head;
        }
        if (last) renderAsks(last); // the page may have come first
      })).catch(() => {});
    }
    start();
  }
})();
