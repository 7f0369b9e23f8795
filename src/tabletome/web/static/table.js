// A seat's page: the picture of its view, its legal actions on its turn, the log, live over a WebSocket.
"use strict";

(() => {
  const { api, el } = TT;
  const $ = (id) => document.getElementById(id);
  const parts = location.pathname.split("/");
  const tableId = decodeURIComponent(parts[2] || "");
  const seat = Number(parts[3]);
  const hash = new URLSearchParams(location.hash.slice(1));
  const token = hash.get("token") || TT.tokenFor(tableId, seat);
  const base = `/api/tables/${encodeURIComponent(tableId)}/seats/${seat}`;

  let shown = -1;        // n_actions of the picture on screen
  let logLines = [];
  let busy = false;
  let last = null;
  let socket = null;
  let retry = 500;
  let stopped = false;

  function setConn(text, live) {
    $("conn").textContent = text;
    $("conn").className = live ? "live" : "down";
  }

  function render(p) {
    if (p.n_actions < shown) return; // an older picture arriving late
    shown = p.n_actions;
    last = p;
    document.title = `${p.table.game_name} — ${p.label} — tabletome`;
    $("where").textContent = `${p.table.name} · ${p.table.game_name} · you are ${p.label} · ${p.n_actions} actions`;
    const board = $("board");
    board.innerHTML = p.svg; // made on the server from this seat's view; every text escaped
    board.dataset.nActions = String(p.n_actions);
    board.dataset.state = p.outcome ? "over" : (p.your_turn ? "your-turn" : "waiting");
    const status = $("status");
    if (p.outcome) {
      status.textContent = "The game is over.";
      status.className = "";
    } else if (p.your_turn) {
      status.textContent = "Your turn.";
      status.className = "turn";
    } else {
      status.textContent = `Waiting for ${p.to_move_label}…`;
      status.className = "";
    }
    $("prompt").textContent = p.prompt || "";
    $("note").textContent = p.note || "";
    $("note").classList.toggle("hidden", !p.note);
    const box = $("actions");
    box.replaceChildren();
    for (const a of p.legal) {
      box.append(el("button", { type: "button", class: "action", "data-action": a.action, onclick: () => play(a.action) },
        el("code", { text: a.action }), el("span", { text: a.text })));
    }
    $("notation").disabled = !p.your_turn;
    $("notation-button").disabled = !p.your_turn;
    if (p.log_from <= logLines.length) {
      logLines = logLines.slice(0, p.log_from).concat(p.log);
      const ol = $("log");
      ol.replaceChildren(...logLines.map((line) => el("li", { text: line })));
      ol.scrollTop = ol.scrollHeight;
    } else {
      refresh(); // a gap in the log: fetch it whole
    }
    const oc = $("outcome");
    oc.classList.toggle("hidden", !p.outcome);
    if (p.outcome) {
      const labels = p.table.seats.map((s) => s.label);
      oc.className = "card " + (TT.seatWon(p.outcome, seat) ? "won" : "lost");
      if (TT.isTeam(p.outcome)) {
        $("outcome-text").textContent = TT.outcomeText(p.outcome, labels);
        $("outcome-reason").textContent = "";
      } else {
        $("outcome-text").textContent = TT.placeText(p.outcome, seat);
        $("outcome-reason").textContent = TT.headline(p.outcome, labels);
      }
      TT.showRanking($("outcome-ranking"), p.outcome, labels, seat);
      $("replay-link").href = `/replay/${tableId}?seat=${seat}`;
      $("record-link").href = `/api/tables/${tableId}/record`;
    }
    renderSeats(p.table);
  }

  function renderSeats(t) {
    const list = $("seats");
    list.replaceChildren();
    for (const s of t.seats) {
      const li = el("li", {}, `${s.label}: ${s.kind}${s.seat === seat ? " (you)" : ""}${t.to_move === s.seat ? " — to move" : ""}`);
      if (s.kind === "human" && !s.taken && t.status === "playing") {
        li.append(" ", el("button", { type: "button", class: "invite", text: "invite link", onclick: () => invite(s.seat) }));
      }
      list.append(li);
    }
  }

  async function invite(other) {
    try {
      const res = await api(`/api/tables/${tableId}/seats/${other}/join`, { method: "POST" });
      const link = TT.seatLink(tableId, other, res.token);
      $("invite-help").replaceChildren("Send this secret link to the player of that seat: ", el("input", { value: link, readonly: true, size: 40 }));
    } catch (e) {
      $("error").textContent = e.message;
    }
  }

  async function play(action) {
    if (busy) return;
    busy = true;
    $("error").textContent = "";
    for (const b of $("actions").querySelectorAll("button")) b.disabled = true;
    try {
      const p = await api(`${base}/actions`, { method: "POST", token, body: { action, expect: last ? last.n_actions : null } });
      $("notation").value = "";
      render(p);
    } catch (e) {
      $("error").textContent = e.message;
      for (const b of $("actions").querySelectorAll("button")) b.disabled = false;
    } finally {
      busy = false;
    }
  }

  async function refresh() {
    try {
      const p = await api(`${base}?log_from=0`, { token });
      logLines = [];
      shown = -1;
      render(p);
    } catch (e) {
      $("error").textContent = e.message;
    }
  }

  function connect() {
    if (stopped) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${proto}//${location.host}${base}/live`);
    socket.onopen = () => {
      socket.send(JSON.stringify({ token }));
      setConn("live", true);
      retry = 500;
    };
    socket.onmessage = (ev) => {
      const p = JSON.parse(ev.data);
      if (p.error) {
        $("error").textContent = p.error;
        if ([401, 403, 404].includes(p.status)) stopped = true;
        return;
      }
      if (p.log_from === 0) logLines = [];
      render(p);
    };
    socket.onclose = () => {
      setConn(stopped ? "not connected" : "reconnecting…", false);
      if (!stopped) setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  $("notation-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = $("notation").value.trim();
    if (text) play(text);
  });

  if (!token) {
    $("error").textContent = "This page needs the seat's secret link (…#token=…). Join a seat from the lobby.";
    setConn("not connected", false);
  } else {
    const known = TT.mySeats().find((s) => s.table === tableId && s.seat === seat) || {};
    TT.rememberSeat({ label: `seat ${seat}`, game: "", name: tableId, ...known, table: tableId, seat, token });
    connect();
  }
})();
